// Browser journeys: headless Chromium driven by playwright-core against the built app (see e2e/support/). The e2e
// target runs them in two Jest workers: each file starts its own stack (own database, queue prefix and ports) and
// browser, and with one worker a quarter of the machine sat idle while journeys waited.
const preset = require('../jest.preset.js')(__dirname);

module.exports = {
  ...preset,
  displayName: 'frontend-e2e',
  testMatch: ['<rootDir>/e2e/**/*.e2e.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 60_000,
  setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
  // Each suite stops its browser and stack in afterAll; Chromium's and the launcher's stdio pipes can close a moment
  // after their processes exit, which must not keep CI waiting.
  forceExit: true,
};
