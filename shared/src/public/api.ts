// Public exports: api. Owned by the api part of @baeum/shared — the HTTP client, the runtime
// configuration, the Korean error catalogue and the one data-fetching pattern. Its typed
// endpoints are in ./endpoints and ./classEndpoints, its state (the jotai wrapper, the
// cross-cutting atoms) in ./state; the package's main entry exports all.

// --- configuration ---
export { configure, getConfig, resetConfig, defaultConfig, externalUrl } from '../config';
export { setRequestScopeSource } from '../requestScope';
export type { RequestScope } from '../requestScope';
export type { BaeumConfig, ConfigPatch, ServerBases, TrackingIds } from '../config';

// --- client ---
export {
  apiClient,
  resolveApiUrl,
  isSuccessEnvelope,
  unwrapEnvelope,
  XSRF_COOKIE,
  XSRF_HEADER,
  authHeaders,
} from '../api/client';
export type { FormFields } from '../api/client';
export { ApiError, isInvalidSession, toApiError } from '../api/error';
export type { ApiErrorKind } from '../api/error';
export {
  TOKEN_STORAGE_KEY,
  getToken,
  setToken,
  clearToken,
  readTokenFromUrl,
  getUrlCredentials,
  clearUrlCredentials,
  readCookie,
} from '../api/credentials';
export type { UrlCredentials } from '../api/credentials';
export { isBookmarked } from '../api/types';
export type { Id, YN, Paged, ClassCardData, UserSummary } from '../api/types';

// --- messages ---
export {
  errorMessages,
  smsMessages,
  httpClientMessages,
  errorMessage,
  failureMessage,
  loginFailedMessage,
  smsSendMessage,
  smsCheckMessage,
} from '../messages/errors';

// --- server data: TanStack Query, the one data-fetching pattern (import it only through these) ---
export * from '../data/query';
export * from '../data/queries';
export {
  useLiveNotifications,
  useNotifications,
  useUnreadNotificationCount,
} from '../data/notifications';
export { useClassBookmark, useBookmarkToggle } from '../data/bookmarks';
export type { BookmarkToggle } from '../data/bookmarks';
export { useFollowMutation, useBlockMutation } from '../data/social';
export type { SocialChange, SocialOptions } from '../data/social';
