// jsdom with Node's fetch classes, for tests that drive a react-router data router
// (createMemoryRouter): each navigation builds a fetch Request with an AbortSignal, and jsdom
// has neither Request nor an AbortSignal that Node's Request accepts. Opt in per test file:
//   /** @jest-environment ../scripts/jest/jsdom-data-router.cjs */  (path from the package)
const { TestEnvironment } = require('jest-environment-jsdom');

class DataRouterEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = DataRouterEnvironment;
