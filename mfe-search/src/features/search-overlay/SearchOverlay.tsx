import type { SearchOverlayModule } from '@baeum/shared';

const SearchOverlay: SearchOverlayModule['default'] = function SearchOverlay() {
  return null;
};
export default SearchOverlay;
