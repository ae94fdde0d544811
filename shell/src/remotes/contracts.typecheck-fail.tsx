// Does NOT type-check, on purpose: each line marked `error TSnnnn` breaks a contract of
// shared/src/contracts/remotes.ts, and scripts/remote-contracts.test.mjs asserts the compiler
// refuses exactly those lines with exactly those errors (its twin, contracts.typecheck-pass.tsx,
// passes). Left out of shell/tsconfig.json, so `pnpm typecheck` stays green.
import type { ModalComponentProps, RemoteExport, RemoteModalId } from '@baeum/shared';
import { remoteModule } from './registry';
import { RemoteModule, RemoteSlot } from './RemoteSlot';

declare const modal: ModalComponentProps;

export const searchBox = () => remoteModule('mfe_search/SearchBox'); // error TS2345
export const shop = <RemoteSlot id="mfe_shop/Routes" />; // error TS2820
export const bar = <RemoteSlot id="mfe_search/SearchBar" props={{ hidden: 'yes' }} />; // error TS2322
export const noProps = <RemoteModule id="mfe_account/LoginModal" />; // error TS2741
export const login = <RemoteModule id="mfe_account/LoginModal" props={{ modal }} />; // error TS2353
export const modalId: RemoteModalId = 'mfe_class/Routes'; // error TS2322

function Bar({ query }: { query: string }) {
  return <input type="search" aria-label="search" defaultValue={query} />;
}
export const exposed = Bar satisfies RemoteExport<'mfe_search/SearchBar'>; // error TS1360
