import { expect, test, type Page, type Response } from '../support/test';
import { clearRemoteOverrides, setRemoteOverrides } from '../support/runtimeConfig';
import { closeServer, serveRemoteCopy } from '../support/servers';
import { COACH, LEARNER, signInWithStoredToken } from '../support/session';
import { REMOTE_PORTS, SHELL_URL, type RemoteName } from '../support/env';

const REMOTE_PAGES = (
  [
    { path: '/', remote: 'mfe_search' },
    { path: '/community', remote: 'mfe_community' },
    { path: '/class/1', remote: 'mfe_class' },
    { path: '/studio', remote: 'mfe_studio' },
    { path: '/notices', remote: 'mfe_account' },
  ] satisfies Array<{ path: string; remote: RemoteName }>
).map((page) => ({ ...page, port: REMOTE_PORTS[page.remote] }));

function header(page: Page) {
  return page.getByRole('banner');
}

function main(page: Page) {
  return page.getByRole('main');
}

test.afterEach(() => clearRemoteOverrides());

test.describe('the shell composes the remotes at run time', () => {
  for (const { path, remote, port } of REMOTE_PAGES) {
    test(`${remote} renders ${path} through the shell`, async ({ page }) => {
      const manifest = page.waitForResponse(`http://localhost:${port}/mf-manifest.json`);
      await page.goto(path);
      expect((await manifest).ok()).toBe(true);
      await expect(header(page).getByRole('link', { name: '홈' })).toBeVisible();
      await expect(main(page).getByRole('heading').first()).toBeVisible();
      await expect(main(page).getByRole('button', { name: '다시 시도' })).toHaveCount(0);
    });
  }

  test('fetches React once across every remote (one react-dom chunk)', async ({ page }) => {
    const reactDomChunks = new Set<string>();
    page.on('response', async (res: Response) => {
      if (!res.url().endsWith('.js') || !res.ok()) return;
      const body = await res.text().catch(() => '');
      // A string only react-dom's client build carries.
      if (body.includes('__reactContainer$')) reactDomChunks.add(res.url());
    });
    for (const { path } of REMOTE_PAGES) {
      await page.goto(path);
      await expect(main(page).getByRole('heading').first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect([...reactDomChunks]).toHaveLength(1);
    expect([...reactDomChunks][0]).toContain(`${SHELL_URL}/`);
  });
});

test.describe('one jotai store for the shell and the remotes', () => {
  test('the user the shell loads is read by a remote (shell → remote)', async ({ page }) => {
    await signInWithStoredToken(page, COACH);
    await page.goto('/studio');
    // mfe-studio reads the shared user atom: a coach sees the dashboard, not the login prompt.
    await expect(main(page).getByRole('link', { name: /로그인/ })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: /마이페이지/ })).toBeVisible();
  });

  test('a user a remote logs in shows in the shell header (remote → shell)', async ({ page }) => {
    await page.goto('/login');
    await expect(header(page).getByRole('link', { name: '로그인' })).toBeVisible();
    await main(page)
      .getByLabel(/휴대폰/)
      .first()
      .fill(LEARNER.phone);
    await main(page)
      .getByLabel(/비밀번호/)
      .first()
      .fill(LEARNER.password);
    await main(page).getByRole('button', { name: '로그인' }).click();
    await expect(header(page).getByRole('link', { name: /마이페이지/ })).toBeVisible();
    await expect(header(page).getByRole('link', { name: '로그인' })).toHaveCount(0);
  });
});

test.describe('teams upgrade Module Federation alone', () => {
  test('mfe-studio, built with another MF 2.x minor than the shell, composes with it', async ({
    page,
    request,
  }) => {
    const pluginVersion = async (url: string) =>
      (
        (await (await request.get(url)).json()) as { metaData: { pluginVersion: string } }
      ).metaData.pluginVersion
        .split('.')
        .map(Number);
    const [shellMajor, shellMinor] = await pluginVersion(`${SHELL_URL}/mf-manifest.json`);
    const [studioMajor, studioMinor] = await pluginVersion(
      `http://localhost:${REMOTE_PORTS.mfe_studio}/mf-manifest.json`,
    );
    expect(studioMajor).toBe(shellMajor);
    expect(studioMinor).not.toBe(shellMinor);

    await signInWithStoredToken(page, COACH);
    await page.goto('/studio');
    await expect(main(page).getByRole('heading').first()).toBeVisible();
    await expect(main(page).getByRole('button', { name: '다시 시도' })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: /로그인/ })).toHaveCount(0);
    // And the remotes on the shell's own minor next to it, through client-side navigation.
    await header(page).getByRole('link', { name: '커뮤니티' }).click();
    await expect(main(page).getByRole('heading').first()).toBeVisible();
    await expect(main(page).getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  });
});

test.describe('failure isolation', () => {
  test('with a remote server stopped, the rest keeps working and its slot recovers after 다시 시도', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowRemoteFailure('mfe_class', 'http://localhost:3713');
    let server = await serveRemoteCopy('mfe-class', 3713);
    setRemoteOverrides({ mfe_class: 'http://localhost:3713/mf-manifest.json' });
    await page.goto('/class/1');
    await expect(main(page).getByRole('heading').first()).toBeVisible();

    await closeServer(server);
    await page.goto('/class/1');
    const retry = main(page).getByRole('button', { name: '다시 시도' });
    await expect(retry).toBeVisible({ timeout: 20_000 });
    await expect(main(page).getByText('이 영역을 불러오지 못했어요')).toBeVisible();
    await expect(header(page).getByRole('link', { name: '홈' })).toBeVisible();

    // The other remotes still work, client-side navigation included.
    await header(page).getByRole('link', { name: '커뮤니티' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(main(page).getByRole('heading').first()).toBeVisible();
    await page.goBack();
    await expect(retry).toBeVisible({ timeout: 20_000 });

    server = await serveRemoteCopy('mfe-class', 3713);
    try {
      await retry.click();
      await expect(main(page).getByRole('button', { name: '다시 시도' })).toHaveCount(0, {
        timeout: 20_000,
      });
      await expect(main(page).getByRole('heading').first()).toBeVisible();
    } finally {
      await closeServer(server);
    }
  });

  test('a changed remotes map is honoured on reload, without rebuilding the shell', async ({
    page,
  }) => {
    const server = await serveRemoteCopy('mfe-community', 3712);
    try {
      await page.goto('/community');
      await expect(main(page).getByRole('heading').first()).toBeVisible();
      setRemoteOverrides({ mfe_community: 'http://localhost:3712/mf-manifest.json' });
      const moved = page.waitForResponse('http://localhost:3712/mf-manifest.json');
      await page.reload();
      expect((await moved).ok()).toBe(true);
      await expect(main(page).getByRole('heading').first()).toBeVisible();
    } finally {
      await closeServer(server);
    }
  });
});

test.describe('each remote boots standalone on its own port', () => {
  for (const { path, remote, port } of REMOTE_PAGES) {
    test(`${remote} on :${port}`, async ({ page }) => {
      const hosts = new Set<string>();
      page.on('request', (req) => hosts.add(new URL(req.url()).host));
      await page.goto(`http://localhost:${port}${path}`);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
      // Alone: nothing is fetched from the shell or any other remote.
      expect([...hosts]).toEqual([`localhost:${port}`]);
    });
  }
});
