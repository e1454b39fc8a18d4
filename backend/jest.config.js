const preset = require('../jest.preset.js')(__dirname);

// the fault suite (faults/, real child processes) runs as its own target: `nx run @gc/backend:faults`
module.exports = {
  ...preset,
  setupFiles: [...preset.setupFiles, '<rootDir>/src/test-support/jest-env.ts'],
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '<rootDir>/faults/'],
  // swagger-parser (the OpenAPI document spec) loads @apidevtools/json-schema-ref-parser, which ships ESM only
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(content-disposition|@apidevtools/json-schema-ref-parser|oidc-provider|openid-client|oauth4webapi|jose)/).*/node_modules/',
  ],
};
