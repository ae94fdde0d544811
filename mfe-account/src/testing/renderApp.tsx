// Renders this remote as the shell does, through the one shared helper
// (@baeum/shared/testing/render): the shared providers around a router whose catch-all route
// mounts ./Routes, the location in `data-testid="where"`, and /class/:id standing for "the page
// the person came from".
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { InitialEntry } from 'react-router-dom';
import { createStore } from '@baeum/shared';
import type { Store } from '@baeum/shared';
import { renderInApp } from '@baeum/shared/testing/render';
import AccountRoutes from '../Routes';

export { where } from '@baeum/shared/testing/render';

function ClassPage() {
  return <h1>수채화 클래스</h1>;
}

export function renderApp(entry: InitialEntry, store: Store = createStore()) {
  return renderInApp(
    <Routes>
      <Route path="/class/:classId" element={<ClassPage />} />
      <Route path="/" element={<h1>홈</h1>} />
      <Route path="*" element={<AccountRoutes />} />
    </Routes>,
    { path: entry, store },
  );
}

/** `ui` alone in the providers, on a page at /class/7 (where a modal is opened). */
export function renderPlain(ui: ReactElement, store: Store = createStore()) {
  return renderInApp(ui, { path: '/class/7', store, where: false });
}
