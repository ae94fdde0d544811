import { externalRedirect, ownerOf } from './routeTable';

describe('route table (ARCHITECTURE.md section 4)', () => {
  it.each([
    ['/', 'mfe_search'],
    ['/search', 'mfe_search'],
    ['/category', 'mfe_search'],
    ['/event', 'mfe_search'],
    ['/event/1', 'mfe_search'],
    ['/community', 'mfe_community'],
    ['/community/123', 'mfe_community'],
    ['/community/123/edit', 'mfe_community'],
    ['/user/report/7', 'mfe_community'],
    ['/class/12', 'mfe_class'],
    ['/class/12/review', 'mfe_class'],
    ['/class/12/review/99', 'mfe_class'],
    ['/review/99/edit', 'mfe_class'],
    ['/webview/alarm/class', 'mfe_class'],
    ['/webview/alarm/class/12', 'mfe_class'],
    ['/studio', 'mfe_studio'],
    ['/studio/classes/3', 'mfe_studio'],
    ['/login', 'mfe_account'],
    ['/signup', 'mfe_account'],
    ['/social/confirm', 'mfe_account'],
    ['/my', 'mfe_account'],
    ['/my/notifications', 'mfe_account'],
    ['/settings/push', 'mfe_account'],
    // Issue #38: the settings hub, 비밀번호 변경, the policies, the reset.
    ['/settings', 'mfe_account'],
    ['/settings/password', 'mfe_account'],
    ['/password/reset', 'mfe_account'],
    ['/terms', 'mfe_account'],
    ['/privacy', 'mfe_account'],
    ['/notices', 'mfe_account'],
    ['/coach/apply', 'mfe_account'],
    ['/withdrawal', 'mfe_account'],
    ['/user/7', 'mfe_account'],
  ])('gives %s to %s', (path, remote) => {
    expect(ownerOf(path)).toBe(remote);
  });

  it('owns no unknown path', () => {
    expect(ownerOf('/nope/nothing')).toBeNull();
  });

  it('maps the external site paths of spec section 2 to local pages', () => {
    expect(externalRedirect('/class/classDetail/12')).toBe('/class/12');
    // The classroom is a page of mfe-class, never a redirect back to the class page.
    expect(externalRedirect('/class/lecture/12')).toBeNull();
    expect(ownerOf('/class/lecture/12')).toBe('mfe_class');
    // The checkout is a page of mfe-class now, not a redirect.
    expect(externalRedirect('/class/open_class/12')).toBeNull();
    expect(ownerOf('/class/open_class/12')).toBe('mfe_class');
    expect(externalRedirect('/new/user/5')).toBe('/user/5');
    expect(externalRedirect('/class/12')).toBeNull();
  });
});
