// The one public entry of @baeum/shared. It is a Module Federation singleton: every remote
// gets the shell's copy at run time, so there is one API client, one store, one set of atoms.
export * from './public/api';
export * from './public/endpoints';
export * from './public/classEndpoints';
export * from './public/state';
export * from './public/ui';
export * from './public/platform';
