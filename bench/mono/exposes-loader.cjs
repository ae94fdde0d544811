// Fills the EXPOSES map of bench/mono/registry.mono.ts at build time: one plain dynamic
// import() per exposed module of every remote (options.exposes: id → absolute source file).
module.exports = function exposesLoader(source) {
  const { exposes } = this.getOptions();
  const marker = '/* @exposes (filled by bench/mono/exposes-loader.cjs) */';
  if (!source.includes(marker)) throw new Error(`${this.resourcePath}: marker ${marker} not found`);
  const entries = Object.entries(exposes)
    .map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`)
    .join('\n');
  return source.replace(marker, `\n${entries}\n`);
};
