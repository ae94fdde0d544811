// Test wiring: a fake API on the loopback for the whole file, the shared client pointed at it
// over Node's http adapter (as the shared package's own client tests do), and a renderer
// that mounts a component as the shell would (@baeum/shared/testing/render on a browser router).
//
// Test files using this declare:
//   @jest-environment jsdom
//   @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
import type { ReactElement } from 'react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { anonymousUser } from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { renderInApp } from '@baeum/shared/testing/render';
import { useTestServer } from '@baeum/shared/testing/setup';
import { fakeApiRoutes } from './fakeApi';
import type { FakeApi } from './fakeApi';

// jsdom has no layout and no matchMedia; Swiper (the overlay's carousel) asks for its
// breakpoints. Every query answers "no match", as on a narrow phone.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) => ({
      media,
      matches: false,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

/** The fake API for the file, through the product's one test-server wiring. */
export const useFakeApi = (): (() => FakeApi) => useTestServer(fakeApiRoutes);

export const signedInUser: UserInfo = { ...anonymousUser, id: 7, name: '김배움', isLoaded: true };

/** Every location the router showed, oldest first. */
export const visited: string[] = [];

function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    visited.push(`${location.pathname}${location.search}`);
  }, [location]);
  return null;
}

export function currentUrl(): string {
  return decodeURIComponent(
    `${window.location.pathname}${window.location.search}`.replace(/\+/g, ' '),
  );
}

export interface RenderOptions {
  path?: string;
  user?: UserInfo;
}

/** Mounts `ui` through the shared render helper on the page's own history (as in the shell). */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', user = anonymousUser }: RenderOptions = {},
) {
  visited.length = 0;
  return renderInApp(
    <>
      {ui}
      <LocationProbe />
    </>,
    { path, user, router: 'browser', where: false },
  );
}
