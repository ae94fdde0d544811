// Pages others read (#39): the HTML a link preview (KakaoTalk) or a search engine fetches,
// before any script runs, names the page itself in <head> — its title, description, canonical
// address and Open Graph / Twitter tags, with absolute addresses and a raster image — and the
// app still adopts the drawing (no redraw, no React #418). Client-side navigation keeps
// document.title in step.
import { expect, test } from '../support/test';

const SITE_TAGLINE = '배움 - 세상 모든 배움을 가장 저렴하게';

const PAGES = [
  { path: '/class/1', title: '왕초보를 위한 아이패드 드로잉', type: 'website' },
  { path: '/community/1', title: null, type: 'article' },
  { path: '/event/1', title: null, type: 'website' },
  { path: '/search?keyword=드로잉', title: '‘드로잉’ 검색 결과', type: 'website' },
] as const;

/** The <head> of an HTML document and the attributes of its tags, as the server sent them. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  const tags = [...head.matchAll(/<(meta|link)\b([^>]*)>/g)].map(([, tag, attrs]) => {
    const map: Record<string, string> = { tag: tag! };
    for (const [, name, value] of attrs!.matchAll(/([\w:-]+)="([^"]*)"/g))
      map[name!] = decode(value!);
    return map;
  });
  const all = (key: string, value: string) => tags.filter((t) => t[key] === value);
  const one = (key: string, value: string, attr = 'content') => {
    const found = all(key, value);
    expect(found, `${key}=${value} in <head>`).toHaveLength(1);
    return found[0]![attr]!;
  };
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  return { titles, one, all };
}

for (const { path, title, type } of PAGES) {
  test(`${path}: the HTML before scripts names the page in <head>`, async ({
    request,
    baseURL,
  }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    // The drawn page (the first screen is there), not the app's empty frame.
    expect(html).toContain('id="baeum-first-screen"');
    const head = readHead(html);

    expect(head.titles).toHaveLength(1);
    const pageTitle = head.titles[0]!;
    expect(pageTitle).not.toBe(SITE_TAGLINE);
    expect(pageTitle).toMatch(/ · 배움$/);
    if (title) expect(pageTitle).toContain(title);
    expect(head.one('property', 'og:title')).toBe(pageTitle);
    expect(head.one('name', 'twitter:title')).toBe(pageTitle);
    expect(head.one('property', 'og:type')).toBe(type);

    const description = head.one('name', 'description');
    expect(description.length).toBeGreaterThan(0);
    expect(head.one('property', 'og:description')).toBe(description);

    const canonical = new URL(path, baseURL).href;
    expect(decodeURI(head.one('rel', 'canonical', 'href'))).toBe(decodeURI(canonical));
    expect(decodeURI(head.one('property', 'og:url'))).toBe(decodeURI(canonical));

    const image = head.one('property', 'og:image');
    expect(image).toMatch(/^https?:\/\//);
    expect(image).not.toMatch(/\.svgz?(\?|$)/i);
    expect(head.one('name', 'twitter:image')).toBe(image);
    expect(head.one('name', 'twitter:card')).toBe('summary_large_image');
    // The share image is a raster image the server actually serves.
    const picture = await request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\/(jpeg|png|webp|gif|avif)/);

    // Nothing of the head stays in #root.
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).not.toMatch(/<title>|rel="canonical"|property="og:/);
  });
}

test('the class page shares its cover, the post its own words, not the site’s', async ({
  request,
}) => {
  const site = readHead(await (await request.get('/')).text());
  const siteImage = site.one('property', 'og:image');
  const siteDescription = site.one('name', 'description');
  expect(siteImage).toMatch(/\/og-image\.jpg$/);

  const klass = readHead(await (await request.get('/class/1')).text());
  expect(klass.one('property', 'og:image')).not.toBe(siteImage);
  expect(klass.one('name', 'description')).toMatch(/코치의 클래스/);

  const post = readHead(await (await request.get('/community/1')).text());
  expect(post.titles[0]).not.toMatch(/^(게시글|커뮤니티) · 배움$/);
  expect(post.one('name', 'description')).not.toBe(siteDescription);
});

test('the app adopts a drawing with its head (no redraw, no #418) and document.title follows navigation', async ({
  page,
}) => {
  const redrawn: string[] = [];
  page.on('console', (m) => {
    if (/first screen redrawn|#418|Hydration/i.test(m.text())) redrawn.push(m.text());
  });
  await page.goto('/class/1');
  await expect(page.locator('#baeum-drawing-shield')).toHaveCount(0);
  await expect(page).toHaveTitle(/왕초보를 위한 아이패드 드로잉 · 배움/);
  // The server's tags were adopted, not doubled.
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/class\/1$/);
  expect(redrawn).toEqual([]);

  // Client-side navigation: the next page's head replaces the class's.
  await page.locator('header').getByRole('link', { name: '커뮤니티' }).first().click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page).toHaveTitle('커뮤니티 · 배움');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/community$/);
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
  expect(redrawn).toEqual([]);
});
