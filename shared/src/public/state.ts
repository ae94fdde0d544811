// Public exports: state. The jotai wrapper (import jotai only through these) and the cross-cutting
// atoms: client state only (README "Data"); server data and its writes are in ../data.

// --- state: the jotai wrapper (import jotai only through these) ---
export {
  atom,
  useAtom,
  useAtomValue,
  useSetAtom,
  useStore,
  Provider,
  createStore,
  getStore,
  setStore,
  resetStore,
} from '../state/jotai';
export type { Atom, WritableAtom, PrimitiveAtom, Store } from '../state/jotai';

// --- state: atoms ---
export { userAtom, setUserFromServer, setAnonymousUser } from '../state/user';
export {
  MODAL_KINDS,
  modalStackAtom,
  openModalAtom,
  closeModalAtom,
  openModal,
  closeModal,
} from '../state/modal';
export type { ModalKind, ModalEntry } from '../state/modal';
export {
  TOAST_DURATION_MS,
  toastAtom,
  showToastAtom,
  hideToastAtom,
  showToast,
  hideToast,
} from '../state/toast';
export type { ToastType, ToastState, ToastRequest } from '../state/toast';
export { APP_PUSH_FLAGS, defaultAppPush } from '../state/settings';
export type { AppPushFlag, AppPushSettings } from '../state/settings';
export { WEEK_DAYS, defaultAlarmTime, alarmAtom, toggleAlarmAtom } from '../state/alarm';
export type { WeekDay, AlarmTime, Alarm } from '../state/alarm';
export { dataMiningAtom, initialDataMining, isTrackingReady } from '../state/dataMining';
export type { DataMining } from '../state/dataMining';
export {
  useTrackClassInfo,
  useTrackFamousKeywords,
  useTrackFilterTypes,
} from '../state/usePageTracking';
export type { TrackedClass } from '../state/usePageTracking';
