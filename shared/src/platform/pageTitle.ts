import { useEffect } from 'react';
import { platformMessages } from '../messages/platform';

export const DEFAULT_TITLE = platformMessages.tagline;

function setMeta(property: string, content: string) {
  const meta = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  if (meta) meta.content = content;
}

/** Sets the page title through the template, and the share title with it; none → the tagline. */
export function setPageTitle(title?: string | null): void {
  const full = title ? platformMessages.titleTemplate(title) : DEFAULT_TITLE;
  document.title = full;
  setMeta('og:title', title ? full : platformMessages.shareTitle);
}

/** A page's title while it is shown; back to the default tagline when it goes. */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title]);
}
