// Browser journeys: headless Chromium driven by playwright-core against the built app (see e2e/support/).
const preset = require('../jest.preset.js')(__dirname);

module.exports = {
  ...preset,
  displayName: 'frontend-e2e',
  testMatch: ['<rootDir>/e2e/**/*.e2e.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 60_000,
};
