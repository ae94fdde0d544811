/**
 * @jest-environment node
 */
// The page's own head out of a drawing (#39, "Pages others read"): what PageHead renders in a
// remote's page is hoisted by React into the preamble, and renderPage hands it back apart from
// #root's markup.
import { PageHead, useQuery } from '@baeum/shared';
import { TEST_PARTS, readDrawing } from './testing';
import { renderPage } from './renderPage.server';

const mockModules: Record<string, { default: () => unknown }> = {};

jest.mock('../remotes/registry', () => ({
  remoteModule: (id: string) =>
    mockModules[id] ? Promise.resolve(mockModules[id]) : Promise.reject(new Error(`no ${id}`)),
  loadRemoteModule: (id: string) => Promise.resolve(mockModules[id]),
  forgetRemote: () => undefined,
  warmRemote: () => Promise.resolve(),
}));

function ClassPage() {
  return (
    <main>
      <PageHead
        title={'수채화 <기초> & "물"'}
        description="김코치 · 월 19,000원"
        image="https://cdn.example/cover.jpg"
        path="/class/7"
      />
      <h1>수채화</h1>
    </main>
  );
}

const draw = (url: string, origin?: string) =>
  renderPage({
    url,
    userAgent: 'Mozilla/5.0',
    apiUrl: process.env.REFERENCE_API_URL!,
    timeoutMs: 3_000,
    remotes: {},
    parts: TEST_PARTS,
    origin,
  });

describe('the head of a drawing', () => {
  beforeEach(() => {
    mockModules['mfe_search/SearchBar'] = { default: () => <form role="search" /> };
  });

  it("puts the page's title and share tags into <head> through React's hoisting, escaped", async () => {
    mockModules['mfe_class/Routes'] = { default: ClassPage };
    const page = await draw('/class/7');
    const { head, root } = readDrawing(page!.html);
    expect(head).toContain('<title>수채화 &lt;기초&gt; &amp; &quot;물&quot; · 배움</title>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<meta name="description" content="김코치 · 월 19,000원"/>');
    expect(head).not.toContain('data-default-head');
    expect(head).toContain('<meta property="og:image" content="https://cdn.example/cover.jpg"/>');
    // No origin given: a path.
    expect(head).toContain('<link rel="canonical" href="/class/7"/>');
    expect(root).not.toMatch(/<title|<meta|rel="canonical"/);
    expect(root).toContain('<h1>수채화</h1>');
  });

  it('writes the share addresses on the origin the page was asked on', async () => {
    mockModules['mfe_class/Routes'] = { default: ClassPage };
    const { head } = readDrawing((await draw('/class/7', 'https://baeum.example'))!.html);
    expect(head).toContain('<link rel="canonical" href="https://baeum.example/class/7"/>');
    expect(head).toContain('<meta property="og:url" content="https://baeum.example/class/7"/>');
  });
});

describe('a large page', () => {
  it('is drawn in place: no part moved after the page with an inline script (the CSP blocks it)', async () => {
    mockModules['mfe_search/SearchBar'] = { default: () => <form role="search" /> };
    mockModules['mfe_class/Routes'] = { default: BigPage };
    const page = await draw('/class/8');
    const { root } = readDrawing(page!.html);
    expect(root).toContain('<p>끝</p>');
    expect(root).not.toMatch(/<script|<template|<!--\$\?-->/);
    // The page's only inline scripts: its data (JSON, never run) and main.js by address.
    const scripts = page!.html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !/type="application\/json"|src="/.test(tag))).toEqual([]);
    expect(scripts.some((tag) => tag.includes('src="/main.js"'))).toBe(true);
  });
});

function BigPage() {
  const answer = useQuery({
    queryKey: ['test', 'big'],
    queryFn: async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return '긴 글 '.repeat(4_000);
    },
  });
  return (
    <main>
      <p>{answer.data}</p>
      <p>끝</p>
    </main>
  );
}
