import type { SearchBarModule } from '@baeum/shared';

const SearchBar: SearchBarModule['default'] = function SearchBar() {
  return <input aria-label="클래스 검색" />;
};
export default SearchBar;
