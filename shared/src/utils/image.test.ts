import { PRODUCT_CDN_HOST, toWebp800 } from './image';

describe('toWebp800 (spec §9: product CDN images become webp_800 variants)', () => {
  it('turns a CDN jpg, png or webp into its webp_800 variant beside it', () => {
    expect(toWebp800(`https://${PRODUCT_CDN_HOST}/class/123/cover.jpg`)).toBe(
      'https://cdn.baeum.kr/class/123/cover_webp_800.webp',
    );
    expect(toWebp800('https://cdn.baeum.kr/a/b.JPEG')).toBe(
      'https://cdn.baeum.kr/a/b_webp_800.webp',
    );
    expect(toWebp800('https://cdn.baeum.kr/a/b.png')).toBe(
      'https://cdn.baeum.kr/a/b_webp_800.webp',
    );
    expect(toWebp800('https://cdn.baeum.kr/a/b.webp')).toBe(
      'https://cdn.baeum.kr/a/b_webp_800.webp',
    );
  });

  it('keeps the query string', () => {
    expect(toWebp800('https://cdn.baeum.kr/a/b.jpg?v=2')).toBe(
      'https://cdn.baeum.kr/a/b_webp_800.webp?v=2',
    );
  });

  it('handles protocol-relative CDN addresses', () => {
    expect(toWebp800('//cdn.baeum.kr/a/b.jpg')).toBe('//cdn.baeum.kr/a/b_webp_800.webp');
  });

  it('does not convert twice', () => {
    const variant = 'https://cdn.baeum.kr/a/b_webp_800.webp';
    expect(toWebp800(variant)).toBe(variant);
  });

  it('leaves other hosts, look-alike hosts, relative paths, gifs and svgs unchanged', () => {
    for (const url of [
      'https://images.example.com/a/b.jpg',
      'https://cdn.baeum.kr.evil.com/a/b.jpg',
      '/static/a.jpg',
      'https://cdn.baeum.kr/a/anim.gif',
      'https://cdn.baeum.kr/a/logo.svg',
      'not a url',
    ]) {
      expect(toWebp800(url)).toBe(url);
    }
  });

  it('returns an empty string for a missing image', () => {
    expect(toWebp800(undefined)).toBe('');
    expect(toWebp800(null)).toBe('');
  });
});
