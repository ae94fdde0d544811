const { createConfig } = require('@baeum/shared/mf');

module.exports = (env, argv) => createConfig({ dirname: __dirname, pkg: 'shell', env, argv });
