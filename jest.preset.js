// Shared Jest settings: SWC transpiles TypeScript (legacy decorators + metadata for NestJS and class-validator);
// type checking is the `typecheck` target's job, so tests start fast.
const path = require('node:path');

/** @param {string} dir the package folder */
module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'node',
  // a hook or test that starts an app (migrations, a store) can take seconds on a slow, busy host: no test may fail
  // for the machine's speed, so the default bound is generous (a test that sets its own keeps it)
  testTimeout: 60_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@gc/contracts$': path.join(__dirname, 'contracts/src/index.ts'),
    '^@gc/projections$': path.join(__dirname, 'projections/src/index.ts'),
    '^@gc/projections/testing$': path.join(__dirname, 'projections/src/testing/index.ts'),
  },
  // A few dependencies ship ESM only; SWC turns them into CommonJS for Jest (Node itself loads them natively).
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/'],
  // class-validator / class-transformer decorators in contracts need the Reflect metadata API loaded first.
  setupFiles: [require.resolve('reflect-metadata')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // the summary reporter feeds the one `Tests: N passed, N failed` line printed by `npm test`
  reporters: ['default', path.join(__dirname, 'jest-summary-reporter.js')],
});
