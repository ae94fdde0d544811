// Renders this remote as the shell does: the shared providers (one store, modal and toast
// hosts) around a router whose catch-all route mounts ./Routes. A probe shows the location,
// and /class/:id stands for "the page the person came from".
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { InitialEntry } from 'react-router-dom';
import { AppProviders, createStore, setStore } from '@baeum/shared';
import type { Store } from '@baeum/shared';
import AccountRoutes from '../Routes';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function ClassPage() {
  return <h1>수채화 클래스</h1>;
}

export function renderApp(entry: InitialEntry, store: Store = createStore()) {
  setStore(store);
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/class/:classId" element={<ClassPage />} />
          <Route path="/" element={<h1>홈</h1>} />
          <Route path="*" element={<AccountRoutes />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store };
}

export function renderPlain(ui: ReactElement, store: Store = createStore()) {
  setStore(store);
  return { ...render(<AppProviders store={store}>{ui}</AppProviders>), store };
}
