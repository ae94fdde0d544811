// The push settings' server data (README "Data"): the member's flags, in the query cache only.
import { APP_PUSH_FLAGS, fetchPushSettings, queryOptions, updatePushSettings } from '@baeum/shared';
import type { PushSettingsWire } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';
import { forgetPushSettings, storedPushSettings } from '../../lib/pushSettings';

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

export const pushSettingsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...accountQueries.all(userId), 'pushSettings'],
    queryFn: () => loadPushSettings(userId),
  });
