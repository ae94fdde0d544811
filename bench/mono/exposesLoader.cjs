// Fills the EXPOSES map of bench/mono/registry.source.ts at build time: one plain
// dynamic import() per exposed module of every remote (options.exposes: id → absolute source
// file). Used by the builds that take the remotes from source (bench/mono/fromSource.cjs).
/**
 * @this {{ getOptions(): { exposes: Record<string, string> }, resourcePath: string }}
 * @param {string} source
 */
module.exports = function exposesLoader(source) {
  const { exposes } = this.getOptions();
  const marker = '/* @exposes (filled by bench/mono/exposesLoader.cjs) */';
  if (!source.includes(marker)) throw new Error(`${this.resourcePath}: marker ${marker} not found`);
  const entries = Object.entries(exposes)
    .map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`)
    .join('\n');
  return source.replace(marker, `\n${entries}\n`);
};
