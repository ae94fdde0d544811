import { useEffect, useRef } from 'react';
import {
  APP_PUSH_FLAGS,
  fetchPushSettings,
  nativeBridge,
  patchQueryData,
  setAppPushAtom,
  settingsAtom,
  showToast,
  updatePushSettings,
  useAtomValue,
  useQuery,
  useQueryClient,
  useSetAtom,
  useStore,
} from '@baeum/shared';
import type { AppPushFlag, AppPushSettings, PushSettingsWire } from '@baeum/shared';
import { accountKeys } from '../../../lib/accountKeys';
import { forgetPushSettings, storedPushSettings } from '../../../lib/pushSettings';
import { messages } from '../../../messages';

const flagsOf = (wire: PushSettingsWire): AppPushSettings =>
  Object.fromEntries(APP_PUSH_FLAGS.map((flag) => [flag, wire[flag] === true])) as AppPushSettings;

/** In the app's web view (from app 220), the app applies the flags itself. */
const handToApp = (settings: AppPushSettings) => void nativeBridge.pushSettings({ settings });

/**
 * The member's stored flags (`GET push_settings`); flags an earlier version kept in this
 * browser go to the API once, when it has none for the member yet.
 */
async function loadPushSettings(userId: number): Promise<PushSettingsWire> {
  const stored = await fetchPushSettings();
  const local = storedPushSettings(userId);
  if (!local) return stored;
  const answer =
    stored.updated_at === null && APP_PUSH_FLAGS.some((flag) => local[flag])
      ? await updatePushSettings(local)
      : stored;
  forgetPushSettings(userId);
  return answer;
}

/**
 * The signed-in member's app-push flags, kept by the API per member, shown through the shared
 * settings atom and its action. A switch moves at once and its change is sent (only that flag;
 * changes go out one after another, in the order made); if the API refuses, the switch goes
 * back and a toast says so.
 */
export function usePushSettings(userId: number) {
  const store = useStore();
  const qc = useQueryClient();
  const key = accountKeys.pushSettings(userId);
  const query = useQuery({ queryKey: key, queryFn: () => loadPushSettings(userId) });
  const { appPush } = useAtomValue(settingsAtom);
  const setFlag = useSetAtom(setAppPushAtom);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // The atom takes this member's flags when they arrive (never the last member's), and after
  // every change, which the app's web view applies too.
  const loaded = query.data;
  useEffect(() => {
    if (!loaded) return;
    const settings = flagsOf(loaded);
    store.set(settingsAtom, { ...store.get(settingsAtom), appPush: settings });
    handToApp(settings);
  }, [loaded, store]);

  const toggle = (flag: AppPushFlag, on: boolean) => {
    setFlag(flag, on);
    patchQueryData<PushSettingsWire>(qc, key, (old) => ({ ...old, [flag]: on }));
    queue.current = queue.current.then(async () => {
      try {
        await updatePushSettings({ [flag]: on });
      } catch {
        qc.setQueryData<PushSettingsWire>(key, (old) => old && { ...old, [flag]: !on });
        setFlag(flag, !on);
        showToast({ type: 'error', message: messages.settings.saveFailed });
      }
    });
  };

  return {
    ready: loaded !== undefined,
    failed: query.isError && loaded === undefined,
    retry: () => void query.refetch(),
    appPush,
    toggle,
  };
}
