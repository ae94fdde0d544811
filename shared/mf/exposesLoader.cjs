// Fills the EXPOSES map of shell/src/remotes/registry.source.ts at build time: one plain
// dynamic import() per exposed module of every remote (options.exposes: id → absolute source
// file). Used by the builds that take the remotes from source (shared/mf/fromSource.cjs).
/**
 * @this {{ getOptions(): { exposes: Record<string, string> }, resourcePath: string }}
 * @param {string} source
 */
module.exports = function exposesLoader(source) {
  const { exposes } = this.getOptions();
  const marker = '/* @exposes (filled by shared/mf/exposesLoader.cjs) */';
  if (!source.includes(marker)) throw new Error(`${this.resourcePath}: marker ${marker} not found`);
  const entries = Object.entries(exposes)
    .map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`)
    .join('\n');
  return source.replace(marker, `\n${entries}\n`);
};
