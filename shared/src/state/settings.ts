// App-push settings (spec section 3): eight flags, each OFF by default.
// The flags themselves are in the rules the API enforces too. The member's flags are server
// data: mfe-account reads them from the query cache (pushSettingsQuery), never from an atom.
import { APP_PUSH_FLAGS } from '../validation/rules';
import type { AppPushFlag } from '../validation/rules';

export { APP_PUSH_FLAGS };
export type { AppPushFlag };

export type AppPushSettings = Record<AppPushFlag, boolean>;

export const defaultAppPush: Readonly<AppPushSettings> = Object.freeze(
  Object.fromEntries(APP_PUSH_FLAGS.map((flag) => [flag, false])) as AppPushSettings,
);
