// Public exports: state. The jotai wrapper (import jotai only through these), the cross-cutting
// atoms and the optimistic actions (screen first; on failure false and the true state back).

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
export { userAtom, profileAtom, setUserFromServer, setAnonymousUser } from '../state/user';
export {
  notificationInfoAtom,
  notificationListAtom,
  newsCountAtom,
  unreadNotificationCountAtom,
  hasMoreNotificationsAtom,
  initialNotificationInfo,
} from '../state/notification';
export type { NotificationInfo } from '../state/notification';
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
export { classHaveStatusAtom, bookmarkClassListAtom, useClassHaveStatus } from '../state/bookmark';
export { useBookmarkToggle, useWithBookmarkStatus } from '../state/useBookmarks';

// --- state: optimistic actions (screen first; on failure false and the true state back) ---
export {
  markNotificationRead,
  markAllNotificationsRead,
  removeNotification,
  removeAllNotifications,
  loadNotifications,
  loadNewsCount,
  resetNotifications,
} from '../state/actions/notifications';
export { followUser, unfollowUser, blockUser, unblockUser } from '../state/actions/social';
export { toggleClassBookmark } from '../state/actions/bookmark';
export { reinsert } from '../state/actions/optimistic';
