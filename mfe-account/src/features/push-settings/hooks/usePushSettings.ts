import { useEffect, useState } from 'react';
import {
  setAppPushAtom,
  settingsAtom,
  showToast,
  useAtomValue,
  useSetAtom,
  useStore,
} from '@baeum/shared';
import type { AppPushFlag } from '@baeum/shared';
import { readPushSettings, savePushSettings } from '../../../lib/pushSettings';
import { messages } from '../../../messages';

/**
 * The signed-in member's app-push flags through the shared settings atom and its action: the
 * atom takes this member's stored flags when the screen opens (never the last member's), and
 * every switch is written back at once. If the browser cannot store it, the switch goes back.
 */
export function usePushSettings(userId: number) {
  const store = useStore();
  const { appPush } = useAtomValue(settingsAtom);
  const setFlag = useSetAtom(setAppPushAtom);
  const [loadedFor, setLoadedFor] = useState<number | null>(null);

  useEffect(() => {
    store.set(settingsAtom, { ...store.get(settingsAtom), appPush: readPushSettings(userId) });
    setLoadedFor(userId);
  }, [store, userId]);

  const toggle = (flag: AppPushFlag, on: boolean) => {
    setFlag(flag, on);
    if (!savePushSettings(userId, store.get(settingsAtom).appPush)) {
      setFlag(flag, !on);
      showToast({ type: 'error', message: messages.settings.saveFailed });
    }
  };

  return { ready: loadedFor === userId, appPush, toggle };
}
