/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"], "resources": "usable"}
 */
// jsdom loads the frame for real ("resources": "usable") from the local test server, which
// stands in for the sibling site's login-check page. jsdom does not submit forms, so the logout
// form's submission is played as a browser does it: the named frame loads where the logout page
// redirects (its `return`).
import { StrictMode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import {
  anonymousUser,
  configure,
  getStore,
  getToken,
  resetStore,
  setToken,
  unloadedUser,
  userAtom,
  Provider,
} from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { useTestServer } from '@baeum/shared/testing/setup';
import {
  CrossSiteLoginCheck,
  resetCrossSiteCheck,
  SIBLING_FRAME_NAME,
} from './CrossSiteLoginCheck';
import {
  configureCrossSiteCheck,
  getSiblingSiteBase,
  shouldRunCrossSiteCheck,
} from './siblingSite';

const server = useTestServer();
const SIBLING = 'https://www.baeum.test';

const learner: UserInfo = { ...anonymousUser, id: 7, name: '김배움' };

function loginCheckPage(userId: string) {
  server().on('GET', '/sibling/login_check', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><title>login check</title><input type="hidden" id="login_user_id" value="${userId}">`,
  });
}

interface LogoutPost {
  method: string;
  action: string;
  target: string;
  fields: Record<string, string>;
}
let logouts: LogoutPost[] = [];

function requestsTo(pathname: string) {
  return server().requests.filter((r) => r.pathname === pathname);
}

function renderCheck({ hostname = 'baeum.test', reload = jest.fn() } = {}) {
  const view = render(
    <StrictMode>
      <Provider store={getStore()}>
        <CrossSiteLoginCheck hostname={hostname} siblingSiteBase={SIBLING} reload={reload} />
      </Provider>
    </StrictMode>,
  );
  return { ...view, reload };
}

function frame(container: HTMLElement) {
  return container.querySelector('iframe');
}

async function settle(ms = 150) {
  await act(() => new Promise((r) => setTimeout(r, ms)));
}

beforeEach(() => {
  resetStore();
  resetCrossSiteCheck();
  configure({
    siblingLoginCheckUrl: `${server().url}/sibling/login_check`,
    siblingLogoutUrl: `${server().url}/sibling/logout`,
  });
  logouts = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    const fields = Object.fromEntries(
      [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
    );
    logouts.push({ method: this.method, action: this.action, target: this.target, fields });
    const target = document.querySelector<HTMLIFrameElement>(`iframe[name="${this.target}"]`);
    if (target) target.src = new URL(fields.return ?? '', this.action).href;
  });
});

afterEach(() => jest.restoreAllMocks());

describe('the check', () => {
  it('does nothing when the ids match', async () => {
    loginCheckPage('7');
    getStore().set(userAtom, learner);
    const { container, reload } = renderCheck();
    await waitFor(() => expect(requestsTo('/sibling/login_check')).toHaveLength(1), {
      timeout: 3000,
    });
    await waitFor(() => expect(frame(container)).toBeNull(), { timeout: 3000 });
    await settle();
    expect(logouts).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats an anonymous visitor and an empty field as a match', async () => {
    loginCheckPage('');
    getStore().set(userAtom, anonymousUser);
    const { container, reload } = renderCheck();
    await waitFor(() => expect(frame(container)).toBeNull(), { timeout: 3000 });
    expect(requestsTo('/sibling/login_check')).toHaveLength(1);
    expect(logouts).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('on a mismatch POSTs the logout into the frame, then reloads once it has loaded', async () => {
    loginCheckPage(''); // logged out on the sibling site, logged in here
    setToken('stored-token');
    getStore().set(userAtom, learner);
    const { container, reload } = renderCheck();

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(logouts).toEqual([
      {
        method: 'post',
        action: `${server().url}/sibling/logout`,
        target: SIBLING_FRAME_NAME,
        // Back to the light login-check page (a path: same origin as the logout page).
        fields: { return: '/sibling/login_check' },
      },
    ]);
    expect(frame(container)!.getAttribute('name')).toBe(SIBLING_FRAME_NAME);
    // The frame loaded the login-check page again: the logout's way back.
    expect(requestsTo('/sibling/login_check')).toHaveLength(2);
    // The stored token would sign the reloaded page in again.
    expect(getToken()).toBeNull();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('treats a different id on the sibling site as a mismatch', async () => {
    loginCheckPage('9');
    getStore().set(userAtom, learner);
    const { reload } = renderCheck();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(logouts).toHaveLength(1);
  });

  it('waits for the user to be loaded before comparing', async () => {
    loginCheckPage('');
    getStore().set(userAtom, unloadedUser);
    const { reload } = renderCheck();
    await waitFor(() => expect(requestsTo('/sibling/login_check')).toHaveLength(1), {
      timeout: 3000,
    });
    await settle();
    expect(logouts).toHaveLength(0);

    act(() => getStore().set(userAtom, learner));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('runs once per page load', async () => {
    loginCheckPage('7');
    getStore().set(userAtom, learner);
    const first = renderCheck();
    await waitFor(() => expect(frame(first.container)).toBeNull(), { timeout: 3000 });
    first.unmount();

    const second = renderCheck();
    await settle();
    expect(frame(second.container)).toBeNull();
    expect(requestsTo('/sibling/login_check')).toHaveLength(1);
  });

  it('gives up quietly when the page has no id field', async () => {
    server().on('GET', '/sibling/login_check', {
      headers: { 'content-type': 'text/html' },
      body: '<!doctype html><p>점검 중</p>',
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    getStore().set(userAtom, learner);
    const { container, reload } = renderCheck();
    await waitFor(() => expect(frame(container)).toBeNull(), { timeout: 3000 });
    expect(reload).not.toHaveBeenCalled();
    expect(logouts).toHaveLength(0);
    warn.mockRestore();
  });
});

describe('where it runs', () => {
  it.each(['localhost', '127.0.0.1'])('is skipped on %s', async (hostname) => {
    loginCheckPage('');
    getStore().set(userAtom, learner);
    const { container, reload } = renderCheck({ hostname });
    await settle();
    expect(frame(container)).toBeNull();
    expect(requestsTo('/sibling/login_check')).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('runs only when the host is part of the sibling site address', () => {
    expect(shouldRunCrossSiteCheck('baeum.test', 'https://www.baeum.test')).toBe(true);
    expect(shouldRunCrossSiteCheck('baeum.test', 'http://baeum.test:3000/')).toBe(true);
    expect(shouldRunCrossSiteCheck('www.baeum.test', 'https://www.baeum.test')).toBe(true);
    expect(shouldRunCrossSiteCheck('other.test', 'https://www.baeum.test')).toBe(false);
    expect(shouldRunCrossSiteCheck('aum.test', 'https://www.baeum.test')).toBe(false);
    expect(shouldRunCrossSiteCheck('baeum.test', '')).toBe(false);
    expect(shouldRunCrossSiteCheck('localhost', 'http://localhost:3000')).toBe(false);
  });

  it('reads the sibling site base from the runtime settings', () => {
    configureCrossSiteCheck({ siblingSiteBase: ' https://www.baeum.test ' });
    expect(getSiblingSiteBase()).toBe('https://www.baeum.test');
    configureCrossSiteCheck({});
    expect(getSiblingSiteBase()).toBe('');
  });
});
