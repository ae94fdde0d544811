// App-push settings (spec section 3): eight flags, each OFF by default.
import { atom } from './jotai';

export const APP_PUSH_FLAGS = [
  'advertising',
  'helpful',
  'cheer',
  'point',
  'friend',
  'reply',
  'chat',
  'community',
] as const;

export type AppPushFlag = (typeof APP_PUSH_FLAGS)[number];

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
