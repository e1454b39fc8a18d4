// Unit tests of the pure pieces (slices, guards, base query); the browser journeys run with jest.e2e.config.js.
module.exports = {
  ...require('../jest.preset.js')(__dirname),
  displayName: 'frontend',
};
