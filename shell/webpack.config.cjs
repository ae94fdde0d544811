const { createConfig } = require('@baeum/shared/mf');

module.exports = (env, argv) => {
  // static/route-table.json is emitted beside index.html (the shell's server reads it).
  return createConfig({ dirname: __dirname, pkg: 'shell', env, argv, staticDirs: ['static'] });
};
