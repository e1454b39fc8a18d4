// Unit tests of the pure pieces (slices, guards, base query) and of a few components (on the DOM of
// src/shared/testing/dom-globals.ts); the browser journeys run with jest.e2e.config.js.
const preset = require('../jest.preset.js')(__dirname);
const [pattern, [swc, options]] = Object.entries(preset.transform)[0];

module.exports = {
  ...preset,
  displayName: 'frontend',
  // The page specs render whole pages on a DOM in Node and click through them. CI runs them beside the backend's
  // typecheck and suites on two shared cores, where jest's default of 5 s per test was exceeded, and a builder page
  // test of 10 s alone took over 20 s while a third process shared the cores. The limit only sets when a test counts
  // as hung; it measures nothing (the same 60 s as the preset's).
  testTimeout: 60_000,
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
