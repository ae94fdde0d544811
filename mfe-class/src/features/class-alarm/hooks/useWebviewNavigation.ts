// Spec section 2, native app bridge: inside the app, back and class detail are native screens;
// below a handler's version gate (class detail needs 210) or on the web the router navigates.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { nativeBridge } from '@baeum/shared';

export function classPagePath(classId: number | string): string {
  return `/class/${encodeURIComponent(String(classId))}`;
}

/** `fallbackPath`: where back goes on the web when this page was opened directly (no history). */
export function useWebviewNavigation(fallbackPath = '/') {
  const navigate = useNavigate();
  // The router gives the first entry of a session the key 'default': nothing to go back to.
  const canGoBack = useLocation().key !== 'default';

  const back = useCallback(() => {
    nativeBridge.back(
      {},
      { fallback: () => (canGoBack ? navigate(-1) : navigate(fallbackPath, { replace: true })) },
    );
  }, [canGoBack, fallbackPath, navigate]);

  const openClass = useCallback(
    (classId: number) => {
      nativeBridge.classDetail({ classId }, { fallback: () => navigate(classPagePath(classId)) });
    },
    [navigate],
  );

  return { back, openClass };
}
