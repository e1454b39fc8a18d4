// Browser journeys: headless Chromium driven by playwright-core against the built app (see e2e/support/). The e2e
// target runs them in two Jest workers: each file gets a stack of its own (own database, queue prefix and ports, booted
// ahead by the stack pool) and a browser, and with one worker a quarter of the machine sat idle while journeys waited.
const preset = require('../jest.preset.js')(__dirname);

module.exports = {
  ...preset,
  displayName: 'frontend-e2e',
  testMatch: ['<rootDir>/e2e/**/*.e2e.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 60_000,
  setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
  // the stack pool: the next file's stack boots while journeys run (e2e/support/stack-pool.ts)
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  // Each suite stops its browser and stack in afterAll; Chromium's and the launcher's stdio pipes can close a moment
  // after their processes exit, which must not keep CI waiting.
  forceExit: true,
  // the SSO journey starts the backend's test OpenID Provider (e2e/support/oidc-provider.ts): oidc-provider and its
  // ESM-only companions are compiled to CommonJS for Jest, as in backend/jest.config.js
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(content-disposition|oidc-provider|openid-client|oauth4webapi|jose)/).*/node_modules/',
  ],
};
