/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataMiningAtom, getStore, resetStore, usePageTitle } from '@baeum/shared';
import type { VisitorPayload } from '@baeum/shared';
import { useTestServer, waitUntil } from '@baeum/shared/testing/setup';
import { startTracking, stopTracking } from './startTracking';
import { TrackingRouteListener } from './TrackingRouteListener';

const server = useTestServer();

function posts() {
  return server().requests.filter((r) => r.method === 'POST' && r.pathname === '/new/classu/web');
}

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <Link to="/community?tab=feed">커뮤니티로</Link>
    </>
  );
}

function Community() {
  usePageTitle('커뮤니티');
  return <h1>커뮤니티</h1>;
}

function renderApp() {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={['/?keyword=요가']}>
        <TrackingRouteListener />
        <Routes>
          <Route path="/" element={<Page title="홈" />} />
          <Route path="/community" element={<Community />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

beforeEach(() => {
  resetStore();
  server().on('POST', '/new/classu/web', { body: { code: 200, data: null } });
  window.history.replaceState(null, '', '/?keyword=요가');
});

afterEach(() => stopTracking());

it('sends nothing on the first render, even twice mounted (StrictMode)', async () => {
  startTracking();
  renderApp();
  await screen.findByRole('heading', { name: '홈' });
  await new Promise((r) => setTimeout(r, 50));
  expect(posts()).toHaveLength(0);
});

it('sends the page being left on a route change, with the click that left it', async () => {
  startTracking();
  renderApp();
  await userEvent.click(screen.getByRole('link', { name: '커뮤니티로' }));
  await screen.findByRole('heading', { name: '커뮤니티' });

  await waitUntil(() => posts().length === 1);
  const body = JSON.parse(posts()[0]!.body) as VisitorPayload;
  expect(body.queryInfo).toEqual({ keyword: '요가' });
  // The title of the page being left, though its cleanup and the new page have changed it since.
  expect(body.pageTitle).toBe('홈 · 배움');
  expect(body.clickedItems).toEqual([
    expect.objectContaining({ elementType: 'link', innerText: '커뮤니티로' }),
  ]);
  expect(getStore().get(dataMiningAtom).record).toMatchObject({
    queryInfo: { tab: 'feed' },
    clickedItems: [],
  });
});

it('starts one tracker per page load', () => {
  expect(startTracking()).toBe(startTracking());
});
