// The footer is tested against the reference API (scripts/jest/referenceApi.setup.cjs).
module.exports = require('../jest.preset.cjs')(__dirname, { referenceApi: true });
