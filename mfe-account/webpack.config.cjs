const { createConfig } = require('@baeum/shared/mf');

module.exports = (env, argv) =>
  createConfig({
    dirname: __dirname,
    pkg: 'mfe-account',
    exposes: {
      './Routes': './src/Routes.tsx',
      // Registers the Login modal kind; the shell mounts it at boot (contract: RemoteModules['mfe_account/LoginModal']).
      './LoginModal': './src/LoginModal.tsx',
    },
    env,
    argv,
  });
