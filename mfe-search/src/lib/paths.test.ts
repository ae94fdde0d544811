/**
 * @jest-environment node
 */
import { categoryPath, cleanKeyword, readPage, searchPath } from './paths';
import { readCategorySort, readSearchOrder } from './sortOptions';

describe('the search keyword (spec section 5)', () => {
  it('removes # characters and the blanks around the keyword', () => {
    expect(cleanKeyword('  #요가#  ')).toBe('요가');
    expect(cleanKeyword('#아이패드 #드로잉')).toBe('아이패드 드로잉');
    expect(cleanKeyword('###')).toBe('');
  });

  it('builds /search?keyword= with the cleaned, encoded keyword and an optional order', () => {
    expect(searchPath('#요가&필라테스')).toBe(
      '/search?keyword=%EC%9A%94%EA%B0%80%26%ED%95%84%EB%9D%BC%ED%85%8C%EC%8A%A4',
    );
    expect(searchPath('요가', 'popular')).toBe('/search?keyword=%EC%9A%94%EA%B0%80&order=popular');
  });
});

describe('URL state', () => {
  it('builds /category?categoryId= with an optional sub-category', () => {
    expect(categoryPath(3)).toBe('/category?categoryId=3');
    expect(categoryPath(3, 31)).toBe('/category?categoryId=3&sub=31');
  });

  it('reads a page number, falling back to 1 and capping runaway values', () => {
    expect(readPage(null)).toBe(1);
    expect(readPage('abc')).toBe(1);
    expect(readPage('-2')).toBe(1);
    expect(readPage('3')).toBe(3);
    expect(readPage('9999')).toBe(50);
  });

  it('defaults the search order to match_score and the category sort to popular', () => {
    expect(readSearchOrder(null)).toBe('match_score');
    expect(readSearchOrder('<script>')).toBe('match_score');
    expect(readSearchOrder('price_low')).toBe('price_low');
    expect(readCategorySort(null)).toBe('popular');
    expect(readCategorySort('toString')).toBe('popular');
    expect(readCategorySort('price_high')).toBe('price_high');
  });
});
