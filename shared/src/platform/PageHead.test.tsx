import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { configure, resetConfig } from '../config';
import { DEFAULT_TITLE } from './pageTitle';
import {
  DEFAULT_HEAD_ATTRIBUTE,
  DEFAULT_SHARE_IMAGE,
  PageHead,
  isRasterImage,
  shareDescription,
  shareUrl,
} from './PageHead';

const ORIGIN = window.location.origin;

function head(selector: string, attribute = 'content'): string | null {
  const found = document.head.querySelectorAll(selector);
  expect(found).toHaveLength(1);
  return found[0]!.getAttribute(attribute);
}

describe('PageHead', () => {
  beforeEach(() => {
    document.head.innerHTML = `<title>배움</title><meta name="description" content="기본" ${DEFAULT_HEAD_ATTRIBUTE}><meta property="og:title" content="기본" ${DEFAULT_HEAD_ATTRIBUTE}>`;
    resetConfig();
  });

  it("puts the page's title, description, canonical address and share tags into <head>", () => {
    render(
      <div>
        <PageHead
          title="왕초보 수채화"
          description={'김코치의 클래스.\n  월 19,000원'}
          image="https://cdn.example/cover.jpg"
          path="/class/1"
        />
      </div>,
    );
    expect(document.title).toBe('왕초보 수채화 · 배움');
    expect(head('meta[name="description"]')).toBe('김코치의 클래스. 월 19,000원');
    expect(head('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/class/1`);
    expect(head('meta[property="og:title"]')).toBe('왕초보 수채화 · 배움');
    expect(head('meta[property="og:description"]')).toBe('김코치의 클래스. 월 19,000원');
    expect(head('meta[property="og:image"]')).toBe('https://cdn.example/cover.jpg');
    expect(head('meta[property="og:url"]')).toBe(`${ORIGIN}/class/1`);
    expect(head('meta[property="og:type"]')).toBe('website');
    expect(head('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(head('meta[name="twitter:image"]')).toBe('https://cdn.example/cover.jpg');
    // index.html's site-wide tags are gone: one description, one og:title.
    expect(document.head.querySelectorAll(`[${DEFAULT_HEAD_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('keeps document.title in step on navigation and gives the tagline back when the page goes', () => {
    const { rerender, unmount } = render(<PageHead title="커뮤니티" path="/community" />);
    expect(document.title).toBe('커뮤니티 · 배움');
    rerender(<PageHead title="첫 줄" path="/community/3" type="article" />);
    expect(document.title).toBe('첫 줄 · 배움');
    expect(head('meta[property="og:url"]')).toBe(`${ORIGIN}/community/3`);
    expect(head('meta[property="og:type"]')).toBe('article');
    unmount();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it('never shares an SVG: the site image (a JPEG) instead, on the configured public origin', () => {
    configure({ publicOrigin: 'https://baeum.example/' });
    render(<PageHead title="배움" image="/uploads/cover.svg?v=2" path="/event/3" />);
    expect(head('meta[property="og:image"]')).toBe(`https://baeum.example${DEFAULT_SHARE_IMAGE}`);
    expect(DEFAULT_SHARE_IMAGE).toMatch(/\.(jpe?g|png|webp)$/);
    expect(head('link[rel="canonical"]', 'href')).toBe('https://baeum.example/event/3');
  });

  it('the home page has the tagline and the site description', () => {
    render(<PageHead path="/" />);
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(head('meta[name="description"]')).toMatch(/배움/);
  });

  it('escapes text on the server: a title or description cannot close a tag', () => {
    const html = renderToString(
      <PageHead title={'</title><script>x()</script>'} description={'"><img src=x onerror=y>'} />,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=y&gt;"');
  });
});

describe('share helpers', () => {
  it('absolute addresses only, http(s)', () => {
    expect(shareUrl('https://a.example/x.jpg')).toBe('https://a.example/x.jpg');
    expect(shareUrl('//cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(shareUrl('/x')).toBe(`${ORIGIN}/x`);
    expect(shareUrl('javascript:alert(1)')).toBeNull();
    expect(shareUrl('')).toBeNull();
  });

  it('raster images only', () => {
    expect(isRasterImage('/a.jpg')).toBe(true);
    expect(isRasterImage('https://cdn.example/upload/123')).toBe(true);
    expect(isRasterImage('/og-image.SVG')).toBe(false);
    expect(isRasterImage('data:image/svg+xml,<svg/>')).toBe(false);
    expect(isRasterImage(null)).toBe(false);
  });

  it('a description is one line, cut near 160 characters', () => {
    const long = '가나다 '.repeat(80);
    const cut = shareDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(shareDescription('  ')).toMatch(/배움/);
  });
});
