const fs = require('node:fs');
const { stop } = require('./referenceApi.setup.cjs');

module.exports = async function teardown() {
  const running = globalThis.__referenceApi;
  if (!running) return;
  await stop(running.child);
  if (running.standIn) await stop(running.standIn);
  fs.rmSync(running.dataDir, { recursive: true, force: true });
};
