import { render } from '@testing-library/react';
import { DEFAULT_TITLE, setPageTitle, usePageTitle } from './pageTitle';

function Page({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

describe('page titles', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta property="og:title" content="x">';
    document.title = '';
  });

  it('uses the default tagline without a title', () => {
    setPageTitle();
    expect(document.title).toBe(DEFAULT_TITLE);
  });

  it('puts a page title through the template and into the share title', () => {
    setPageTitle('검색 결과');
    expect(document.title).toBe('검색 결과 · 배움');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      '검색 결과 · 배움',
    );
  });

  it('restores the tagline when the page goes away', () => {
    const { unmount } = render(<Page title="커뮤니티" />);
    expect(document.title).toBe('커뮤니티 · 배움');
    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
  });
});
