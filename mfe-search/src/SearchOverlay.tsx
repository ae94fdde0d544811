import { useEffect } from 'react';
import { registerModal } from '@baeum/shared';
import type { ModalComponentProps, SearchOverlayModule } from '@baeum/shared';
import SearchBar from './features/search-bar/SearchBar';
import { SearchOverlayModal } from './features/search-overlay/components/SearchOverlayModal';
import { useCaptureRouter, WithRouter } from './lib/routerBridge';

/** The Search modal: the overlay's sections with the search bar at the top. */
function SearchModal(props: ModalComponentProps) {
  return (
    <WithRouter>
      <SearchOverlayModal
        {...props}
        renderSearchBar={(close) => <SearchBar placement="overlay" onSearched={close} autoFocus />}
      />
    </WithRouter>
  );
}

function Registrar() {
  useCaptureRouter();
  useEffect(() => registerModal('Search', SearchModal), []);
  return null;
}

/**
 * mfe_search/SearchOverlay, for the Search modal kind. Mounted once with no props, it
 * registers the overlay with the shared modal host (which opens it, and closes it on browser
 * back) and renders nothing. Rendered by the host as the modal itself (with `close`), it is
 * the overlay.
 */
const SearchOverlay: SearchOverlayModule['default'] = function SearchOverlay(props: Partial<ModalComponentProps>) {
  if (props.close && props.name) return <SearchModal name={props.name} props={props.props ?? {}} close={props.close} />;
  return <Registrar />;
};

export default SearchOverlay;
