// App-push settings (spec section 3): eight flags, each OFF by default.
// The flags themselves are in the rules the API enforces too.
import { APP_PUSH_FLAGS } from '../validation/rules';
import type { AppPushFlag } from '../validation/rules';
import { atom } from './jotai';

export { APP_PUSH_FLAGS };
export type { AppPushFlag };

export type AppPushSettings = Record<AppPushFlag, boolean>;

export interface Settings {
  appPush: AppPushSettings;
}

export const defaultAppPush: Readonly<AppPushSettings> = Object.freeze(
  Object.fromEntries(APP_PUSH_FLAGS.map((flag) => [flag, false])) as AppPushSettings,
);

export const settingsAtom = atom<Settings>({ appPush: { ...defaultAppPush } });

export const setAppPushAtom = atom(null, (get, set, flag: AppPushFlag, on: boolean) => {
  const settings = get(settingsAtom);
  set(settingsAtom, { ...settings, appPush: { ...settings.appPush, [flag]: on } });
});
