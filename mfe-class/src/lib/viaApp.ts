import type { MouseEvent } from 'react';
import type { NativeCallResult } from '@baeum/shared';

/**
 * A link's click handler for the app's web view (spec §2): where the app version allows, the
 * native screen opens instead of the link's page; a bridge that throws is only logged and the
 * web stays put (the app owns that screen). Outside the app the link works as a link.
 */
export const viaApp = (call: () => NativeCallResult) => (event: MouseEvent) => {
  if (call() !== 'fallback') event.preventDefault();
};
