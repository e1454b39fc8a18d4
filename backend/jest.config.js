const preset = require('../jest.preset.js')(__dirname);

// the fault suite (faults/, real child processes) runs as its own target: `nx run @gc/backend:faults`
module.exports = {
  ...preset,
  setupFiles: [...preset.setupFiles, '<rootDir>/src/test-support/jest-env.ts'],
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '<rootDir>/faults/'],
};
