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
    return parsed.origin === window.location.origin
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : null;
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

export interface OpenClassOptions {
  /** Replace the current history entry (from the search overlay, whose entry is consumed). */
  replace?: boolean;
  /** Called once the class is opened (the overlay closes itself). */
  onOpened?: () => void;
}

export function useOpenClass({ replace = false, onOpened }: OpenClassOptions = {}): OpenClass {
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const signedIn = user.id !== null;

  const getHref = useCallback(
    (item: ClassCardData) =>
      signedIn ? classDetailPath(item.class_id) : publicClassUrl(item.class_id),
    [signedIn],
  );

  const onCardClick = useCallback(
    (item: ClassCardData, event: MouseEvent<HTMLElement>) => {
      if (isModifiedClick(event)) return; // a new tab or window: the browser follows the href
      if (signedIn) {
        event.preventDefault();
        const path = classDetailPath(item.class_id);
        if (isInAppWebView())
          nativeBridge.classDetail(
            { classId: item.class_id },
            { fallback: () => navigate(path, { replace }) },
          );
        else navigate(path, { replace });
        onOpened?.();
        return;
      }
      const path = toRouterPath(publicClassUrl(item.class_id));
      if (path === null) {
        onOpened?.();
        return; // the public page of another site: a plain link
      }
      event.preventDefault();
      navigate(path, { replace });
      onOpened?.();
    },
    [navigate, onOpened, replace, signedIn],
  );

  return { getHref, onCardClick };
}
