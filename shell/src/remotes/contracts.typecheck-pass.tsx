// The twin of contracts.typecheck-fail.tsx: the same uses, written as the contracts say
// (shared/src/contracts/remotes.ts). It type-checks, in `pnpm typecheck` and in
// scripts/remote-contracts.test.mjs. Nothing imports it; no build contains it.
import type { ModalComponentProps, RemoteExport, RemoteModalId } from '@baeum/shared';
import { remoteModule } from './registry';
import { RemoteModule, RemoteSlot } from './RemoteSlot';

declare const modal: ModalComponentProps;

export const searchBar = () => remoteModule('mfe_search/SearchBar');
export const routes = <RemoteSlot id="mfe_class/Routes" />;
export const bar = <RemoteSlot id="mfe_search/SearchBar" props={{ hidden: true }} />;
export const login = <RemoteModule id="mfe_account/LoginModal" props={modal} />;
export const modalId: RemoteModalId = 'mfe_search/SearchOverlay';

function Bar({ hidden = false }: { hidden?: boolean }) {
  return hidden ? null : <input type="search" aria-label="search" />;
}
export const exposed = Bar satisfies RemoteExport<'mfe_search/SearchBar'>;
