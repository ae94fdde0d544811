// `pnpm build`: production builds of every front-end package (all with --force, else only stale).
import { FRONTENDS, buildStale } from './packages.mjs';

const force = process.argv.includes('--force');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
buildStale(only.length ? only : FRONTENDS.map((f) => f.pkg), { force });
