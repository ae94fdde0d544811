// Renders the class remote's routes as the shell would, through the shared render helper (one
// store with the given user, the hosts, a memory router whose location the test can read).
import { Route, Routes, useLocation } from 'react-router-dom';
import { anonymousUser } from '@baeum/shared';
import { renderInApp, where } from '@baeum/shared/testing/render';
import type { ClassCardData, UserInfo } from '@baeum/shared';
import RemoteRoutes from '../../Routes';

export const learner: UserInfo = { ...anonymousUser, id: 1, name: '김배움', isLoaded: true };

export const IOS_APP = (version: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) BaeumApp/${version} (iOS)`;

/** As the shell mounts this remote (under path="*"): the alarm paths here, other pages elsewhere. */
function Owned() {
  return useLocation().pathname.startsWith('/webview/alarm/class') ? (
    <RemoteRoutes />
  ) : (
    <p>other page</p>
  );
}

/** Where the router is now. */
export const currentPath = where;

/** The routes with `entries` as the history (the last one current). */
export function renderRoutes(entries: string[], { user = learner }: { user?: UserInfo } = {}) {
  return renderInApp(
    <Routes>
      <Route path="*" element={<Owned />} />
    </Routes>,
    { path: entries.at(-1)!, from: entries.slice(0, -1), user },
  );
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
