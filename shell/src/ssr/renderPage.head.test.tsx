/**
 * @jest-environment node
 */
// The page's own head out of a drawing (#39, "Pages others read"): what PageHead renders in a
// remote's page is hoisted by React into the preamble, and renderPage hands it back apart from
// #root's markup.
import { PageHead, useQuery } from '@baeum/shared';
import { splitHead } from './pageHead';
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

const draw = (url: string) =>
  renderPage({
    url,
    userAgent: 'Mozilla/5.0',
    apiUrl: process.env.REFERENCE_API_URL!,
    timeoutMs: 3_000,
    remotes: {},
  });

describe('the head of a drawing', () => {
  beforeEach(() => {
    mockModules['mfe_search/SearchBar'] = { default: () => <form role="search" /> };
  });

  it("hands back the page's title and share tags apart from #root's markup, escaped", async () => {
    mockModules['mfe_class/Routes'] = { default: ClassPage };
    const page = await draw('/class/7');
    expect(page?.head).toContain('<title>수채화 &lt;기초&gt; &amp; &quot;물&quot; · 배움</title>');
    expect(page?.head).toContain('<meta name="description" content="김코치 · 월 19,000원"/>');
    expect(page?.head).toContain(
      '<meta property="og:image" content="https://cdn.example/cover.jpg"/>',
    );
    // No public origin configured: a path, to which the sender adds the request's host.
    expect(page?.head).toContain('<link rel="canonical" href="/class/7"/>');
    expect(page?.head).toContain('<meta property="og:url" content="/class/7"/>');
    expect(page?.html).not.toMatch(/<title|<meta|rel="canonical"/);
    expect(page?.html).toContain('<h1>수채화</h1>');
  });
});

describe('splitHead', () => {
  it('takes the leading hoisted elements only', () => {
    const markup =
      '<link rel="preload" as="image" href="/a.jpg"/><title>가 &lt;/title&gt;</title><meta name="description" content="a &gt; b"/><div><meta itemProp="x" content="y"/><title>안</title></div>';
    expect(splitHead(markup)).toEqual({
      head: '<link rel="preload" as="image" href="/a.jpg"/><title>가 &lt;/title&gt;</title><meta name="description" content="a &gt; b"/>',
      html: '<div><meta itemProp="x" content="y"/><title>안</title></div>',
    });
    expect(splitHead('<div>x</div>')).toEqual({ head: '', html: '<div>x</div>' });
  });
});

describe('a large page', () => {
  it('is drawn in place: no part moved after the page with an inline script (the CSP blocks it)', async () => {
    mockModules['mfe_search/SearchBar'] = { default: () => <form role="search" /> };
    mockModules['mfe_class/Routes'] = { default: BigPage };
    const page = await draw('/class/8');
    expect(page?.html).toContain('<p>끝</p>');
    expect(page?.html).not.toMatch(/<script|<template|<!--\$\?-->/);
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
