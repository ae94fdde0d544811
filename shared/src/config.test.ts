import { configure, externalUrl, getConfig, resetConfig } from './config';

afterEach(resetConfig);

describe('runtime configuration', () => {
  it('defaults to the same-origin proxy of docs/api-paths.md', () => {
    expect(getConfig().servers).toEqual({
      main: '/_api',
      recommend: '/_api/rec',
      biz: '/_api/biz',
    });
    expect(getConfig().externalSiteBase).toBe('');
  });

  it('merges a partial configuration, server by server', () => {
    configure({ servers: { recommend: 'https://rec.example/' } });
    configure({ tracking: { tagManager: ['GTM-A', 'GTM-B', 'GTM-C'] } });
    expect(getConfig().servers).toEqual({
      main: '/_api',
      recommend: 'https://rec.example',
      biz: '/_api/biz',
    });
    expect(getConfig().tracking.tagManager).toEqual(['GTM-A', 'GTM-B', 'GTM-C']);
    expect(getConfig().tracking.analytics).toBe('');
  });

  it('hands out copies, so nobody changes it behind configure()', () => {
    getConfig().servers.main = 'https://evil.example';
    expect(getConfig().servers.main).toBe('/_api');
  });

  it('builds external-site paths from the configured base', () => {
    expect(externalUrl('/class/classDetail/12')).toBe('/class/classDetail/12');
    configure({ externalSiteBase: 'https://www.example.kr/' });
    expect(externalUrl('/new/user/5')).toBe('https://www.example.kr/new/user/5');
  });
});
