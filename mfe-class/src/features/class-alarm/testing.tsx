// Renders the class remote's routes as the shell would: one store with the given user, the
// toast host, and a memory router whose location the test can read.
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, anonymousUser, createStore, userAtom } from '@baeum/shared';
import type { ClassCardData, UserInfo } from '@baeum/shared';
import RemoteRoutes from '../../Routes';

export const learner: UserInfo = { ...anonymousUser, id: 1, name: '김배움', isLoaded: true };

export const IOS_APP = (version: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) BaeumApp/${version} (iOS)`;

let location = '';

function LocationProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    location = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
}

/** As the shell mounts this remote (under path="*"): the alarm paths here, other pages elsewhere. */
function Owned() {
  return useLocation().pathname.startsWith('/webview/alarm/class') ? (
    <RemoteRoutes />
  ) : (
    <p>other page</p>
  );
}

/** Where the router is now. */
export function currentPath(): string {
  return location;
}

export function renderRoutes(entries: string[], { user = learner }: { user?: UserInfo } = {}) {
  const store = createStore();
  store.set(userAtom, user);
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="*" element={<Owned />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store };
}

export function makeClass(id: number, fields: Partial<ClassCardData> = {}): ClassCardData {
  return {
    class_id: id,
    class_name: `클래스 ${id}`,
    class_photo: `/images/class/${id}.svg`,
    coach_id: 2,
    coach_name: '이코치',
    coach_photo: '/images/coach/2.svg',
    curriculum_cnt: 10,
    signup_cnt: 100,
    ...fields,
  };
}
