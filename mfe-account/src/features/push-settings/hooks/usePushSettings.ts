import { useEffect, useMemo } from 'react';
import {
  APP_PUSH_FLAGS,
  defaultAppPush,
  nativeBridge,
  patchQueryData,
  showToast,
  updatePushSettings,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { AppPushFlag, AppPushSettings, PushSettingsWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { pushSettingsQuery } from '../queries';

const flagsOf = (wire: PushSettingsWire): AppPushSettings =>
  Object.fromEntries(APP_PUSH_FLAGS.map((flag) => [flag, wire[flag] === true])) as AppPushSettings;

/**
 * The signed-in member's app-push flags, kept by the API per member and read from the query
 * cache alone (no copy in an atom). A switch moves at once and its change is sent (only that
 * flag; changes go out one after another, in the order made: one mutation scope); if the API
 * refuses, the switch goes back and a toast says so.
 */
export function usePushSettings(userId: number) {
  const qc = useQueryClient();
  const query = useQuery(pushSettingsQuery(userId));
  const { queryKey } = pushSettingsQuery(userId);
  const loaded = query.data;
  const appPush = useMemo(() => (loaded ? flagsOf(loaded) : { ...defaultAppPush }), [loaded]);

  // In the app's web view (from app 220) the app applies the flags itself: it hears this
  // member's flags when they arrive and after every change (an external system, no state here).
  useEffect(() => {
    if (loaded) void nativeBridge.pushSettings({ settings: flagsOf(loaded) });
  }, [loaded]);

  const change = useMutation({
    scope: { id: `push-settings-${userId}` },
    mutationFn: ({ flag, on }: { flag: AppPushFlag; on: boolean }) =>
      updatePushSettings({ [flag]: on }),
    onMutate: ({ flag, on }) => {
      patchQueryData<PushSettingsWire>(qc, queryKey, (old) => ({ ...old, [flag]: on }));
    },
    onError: (_error, { flag, on }) => {
      // Only this flag goes back: a later change of another flag stays.
      qc.setQueryData(queryKey, (old) => old && { ...old, [flag]: !on });
      showToast({ type: 'error', message: messages.settings.saveFailed });
    },
  });

  return {
    ready: loaded !== undefined,
    failed: query.isError && loaded === undefined,
    retry: () => void query.refetch(),
    appPush,
    toggle: (flag: AppPushFlag, on: boolean) => change.mutate({ flag, on }),
  };
}
