const preset = require('../jest.preset.js')(__dirname);

// @gc/contracts' DTOs use class-transformer decorators, which need the Reflect metadata polyfill loaded first
// (the backend loads it in main.ts). Belongs in jest.preset.js for every package; kept here until it is.
module.exports = { ...preset, setupFiles: [...(preset.setupFiles ?? []), require.resolve('reflect-metadata')] };
