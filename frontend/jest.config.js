// Unit tests of the pure pieces (slices, guards, base query) and of a few components (on the DOM of
// src/shared/testing/dom-globals.ts); the browser journeys run with jest.e2e.config.js.
const preset = require('../jest.preset.js')(__dirname);
const [pattern, [swc, options]] = Object.entries(preset.transform)[0];

module.exports = {
  ...preset,
  displayName: 'frontend',
  // TSX as Vite compiles it: the automatic JSX runtime, no `import React` in every component.
  transform: {
    [pattern]: [
      swc,
      { ...options, jsc: { ...options.jsc, transform: { ...options.jsc.transform, react: { runtime: 'automatic' } } } },
    ],
  },
};
