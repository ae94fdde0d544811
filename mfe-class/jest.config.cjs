// The review screens are tested against the reference API (scripts/jest/referenceApi.setup.cjs).
module.exports = require('../jest.preset.cjs')(__dirname, { referenceApi: true });
