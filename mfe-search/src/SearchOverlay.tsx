import { useEffect } from 'react';
import { registerModal } from '@baeum/shared';
import type { ModalComponentProps, SearchOverlayModule } from '@baeum/shared';
import { SearchBar } from './features/search-bar/SearchBar';
import { SearchOverlayModal } from './features/search-overlay/components/SearchOverlayModal';
import { useCaptureRouter, WithRouter } from './lib/routerBridge';

/**
 * The Search modal: the overlay's sections with the search bar at the top. The shell's modal
 * host renders it outside the page's router, so it borrows that router (WithRouter).
 */
function SearchModal(props: ModalComponentProps) {
  return (
    <WithRouter>
      <SearchOverlayModal
        {...props}
        renderSearchBar={(close) => (
          <SearchBar placement="overlay" onSearched={close} focusOnOpen />
        )}
      />
    </WithRouter>
  );
}

/**
 * mfe_search/SearchOverlay, the Search modal kind: the shell registers a stand-in for the kind,
 * loads this module when the modal first opens, and renders it with the host's props.
 */
const SearchOverlay: SearchOverlayModule['default'] = SearchModal;
export default SearchOverlay;

/** What the shell's stand-in does, for this remote alone (standalone boot and tests). */
export function SearchOverlayRegistrar() {
  useCaptureRouter();
  useEffect(() => registerModal('Search', SearchModal), []);
  return null;
}
