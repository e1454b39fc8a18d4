// Unit tests of the pure pieces (slices, guards, base query) and of a few components (on the DOM of
// src/shared/testing/dom-globals.ts); the browser journeys run with jest.e2e.config.js.
const preset = require('../jest.preset.js')(__dirname);
const [pattern, [swc, options]] = Object.entries(preset.transform)[0];

module.exports = {
  ...preset,
  displayName: 'frontend',
  // TSX as Vite compiles it: the automatic JSX runtime, no `import React` in every component.
  // react-dnd and its helpers ship ESM only: SWC turns them into CommonJS as well.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(content-disposition|react-dnd|react-dnd-html5-backend|dnd-core|@react-dnd)/).*/node_modules/',
  ],
  transform: {
    [pattern]: [
      swc,
      { ...options, jsc: { ...options.jsc, transform: { ...options.jsc.transform, react: { runtime: 'automatic' } } } },
    ],
  },
};
