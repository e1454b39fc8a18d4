// The fault suite (issue 14, docs/operations.md "Faults"): real api and worker processes from backend/dist, real
// Postgres and Redis, one test file at a time. `npm run test:faults` (after a build); `npm test` runs it last.
const preset = require('../../jest.preset.js')(__dirname);

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/**/*.faults.spec.ts'],
  maxWorkers: 1,
};
