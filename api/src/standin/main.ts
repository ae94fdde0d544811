// `node src/standin/main.ts`: the local stand-in provider for social log-in on STANDIN_PORT
// (default 4100), for `pnpm start` and the e2e servers. Never run where real client ids are set.
import { STANDIN_PORT } from './clients.ts';
import { startStandIn } from './provider.ts';

const port = Number(process.env.STANDIN_PORT ?? STANDIN_PORT);
const standIn = await startStandIn({ port, host: process.env.STANDIN_HOST ?? '127.0.0.1' });
console.log(`[standin] 소셜 로그인 대역 (카카오·네이버·Apple) ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
