// Spec section 6: a signed-in user opening a class card goes to the in-app class detail (the
// native screen inside the app's web view, else /class/{id}); an anonymous visitor goes to
// the public class page of the external site (/class/classDetail/{id}), which the shell
// redirects locally when the external site is this origin.
import type { MouseEvent } from 'react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { externalUrl, isInAppWebView, nativeBridge, useAtomValue, userAtom } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';

export function classDetailPath(classId: number | string): string {
  return `/class/${encodeURIComponent(String(classId))}`;
}

export function publicClassUrl(classId: number | string): string {
  return externalUrl(`/class/classDetail/${encodeURIComponent(String(classId))}`);
}

/** A same-origin URL becomes a router path; another origin stays a full URL. */
function toRouterPath(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

function isModifiedClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export interface OpenClass {
  /** The href each card carries (so it can be opened in a new tab, and is a real link). */
  getHref: (item: ClassCardData) => string;
  /** Navigates in the app, through the native bridge or the router. */
  onCardClick: (item: ClassCardData, event: MouseEvent<HTMLElement>) => void;
}

export function useOpenClass(): OpenClass {
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const signedIn = user.id !== null;

  const getHref = useCallback(
    (item: ClassCardData) => (signedIn ? classDetailPath(item.class_id) : publicClassUrl(item.class_id)),
    [signedIn],
  );

  const onCardClick = useCallback(
    (item: ClassCardData, event: MouseEvent<HTMLElement>) => {
      if (isModifiedClick(event)) return; // a new tab or window: the browser follows the href
      if (signedIn) {
        event.preventDefault();
        const path = classDetailPath(item.class_id);
        if (isInAppWebView()) nativeBridge.classDetail({ classId: item.class_id }, { fallback: () => navigate(path) });
        else navigate(path);
        return;
      }
      const path = toRouterPath(publicClassUrl(item.class_id));
      if (path === null) return; // the public page of another site: a plain link
      event.preventDefault();
      navigate(path);
    },
    [navigate, signedIn],
  );

  return { getHref, onCardClick };
}
