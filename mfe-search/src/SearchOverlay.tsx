import { useEffect } from 'react';
import { registerModal } from '@baeum/shared';
import type { ModalComponentProps, RemoteExport } from '@baeum/shared';
import { SearchBar } from './features/search-bar/SearchBar';
import { SearchOverlayModal } from './features/search-overlay/components/SearchOverlayModal';

/**
 * The Search modal: the overlay's sections with the search bar at the top. The shell's modal
 * host sits inside the page's router (bootstrap.tsx), so the overlay links like a page.
 */
function SearchModal(props: ModalComponentProps) {
  return (
    <SearchOverlayModal
      {...props}
      renderSearchBar={(close) => <SearchBar placement="overlay" onSearched={close} focusOnOpen />}
    />
  );
}

/**
 * mfe_search/SearchOverlay, the Search modal kind: the shell registers a stand-in for the kind,
 * loads this module when the modal first opens, and renders it with the host's props.
 */
export default SearchModal satisfies RemoteExport<'mfe_search/SearchOverlay'>;

/** What the shell's stand-in does, for this remote alone (standalone boot and tests). */
export function SearchOverlayRegistrar() {
  useEffect(() => registerModal('Search', SearchModal), []);
  return null;
}
