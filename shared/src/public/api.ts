// Public exports: api. Owned by the api part of @baeum/shared — the HTTP client and its typed
// endpoints, the runtime configuration, the Korean error catalogue, the jotai wrapper, the
// cross-cutting atoms and the optimistic actions.

// --- configuration ---
export { configure, getConfig, resetConfig, defaultConfig, externalUrl } from '../config';
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
  setRequestCredentials,
  clearUrlCredentials,
  readCookie,
} from '../api/credentials';
export type { UrlCredentials } from '../api/credentials';
export { isBookmarked } from '../api/types';
export type { Id, YN, Paged, ClassCardData, UserSummary } from '../api/types';

// --- endpoints, one group per domain ---
export {
  fetchFeed,
  fetchFeedDetail,
  fetchFeedReplies,
  reportFeed,
  likeFeed,
  saveComment,
  deleteComment,
  createFeedPost,
  updateFeedPost,
} from '../api/feed';
export type {
  FeedSection,
  FeedPostSection,
  FeedItemWire,
  FeedPageWire,
  LikeAnswer,
  CommentAnswer,
  CommentFields,
  FeedPostFields,
} from '../api/feed';

export {
  fetchMainRecommendations,
  fetchKeywordRecommendations,
  fetchEventRecommendations,
  fetchUserRecommendations,
  fetchNextClassRecommendations,
} from '../api/recommend';
export type { RecommendWire, KeywordRecommendWire } from '../api/recommend';

export { fetchCategories, fetchSubCategories, fetchCategoryClasses } from '../api/category';
export type {
  CategoryWire,
  SubCategoryWire,
  CategoryClassQuery,
  CategoryClassPage,
} from '../api/category';

export {
  DEFAULT_SEARCH_ORDER,
  searchClasses,
  fetchRecentKeywords,
  removeRecentKeyword,
  clearRecentKeywords,
  fetchSuggestions,
  fetchSearchRank,
} from '../api/search';
export type {
  SearchQuery,
  SearchResult,
  RecentKeyword,
  Suggestion,
  SearchRankEntry,
} from '../api/search';

export {
  fetchNotifications,
  readNotification,
  deleteNotification,
  readAllNotifications,
  deleteAllNotifications,
  fetchNewsCount,
  isShownNotification,
} from '../api/notify';
export type {
  NotificationWire,
  NotificationPageWire,
  NotificationChange,
  NewsCount,
} from '../api/notify';

export {
  createVisitorRecord,
  toVisitorPayload,
  sendVisitorRecord,
  fetchVisitorRecords,
} from '../api/tracking';
export type { TrackingMode, ClickedItem, VisitorRecord, VisitorPayload } from '../api/tracking';

export {
  unloadedUser,
  anonymousUser,
  toUserInfo,
  fetchCurrentUser,
  fetchUserData,
  fetchUserSubInfo,
  fetchPushSettings,
  updatePushSettings,
} from '../api/user';
export type {
  CurrentUserWire,
  UserInfo,
  UserDataWire,
  UserDataResult,
  LevelInfo,
  UserSubInfoWire,
  PushSettingsWire,
} from '../api/user';
export {
  fetchProfile,
  fetchEditProfile,
  updateProfile,
  updateContact,
  updateEmail,
  uploadPhoto,
} from '../api/profile';
export type {
  ProfileWire,
  EditProfileWire,
  ProfileUpdate,
  ContactUpdate,
  UploadedPhoto,
} from '../api/profile';
export { fetchPoints } from '../api/points';
export type { PointEntryWire, PointPageWire } from '../api/points';
export {
  MEMBER_PAGE_SIZE,
  fetchFollowing,
  fetchFollowers,
  fetchBlockedUsers,
  follow,
  unfollow,
  block,
  unblock,
  reportUser,
} from '../api/social';
export type {
  MemberPage,
  MemberWire,
  MemberPageWire,
  FollowAnswer,
  BlockAnswer,
} from '../api/social';
export { fetchCompany, checkBizUser } from '../api/company';
export type { CompanyWire, BizUserCheck } from '../api/company';

export {
  login,
  fetchStartupToken,
  logout,
  logoutEverywhere,
  sendSmsCode,
  checkSmsCode,
  registerMember,
  findPassword,
  fetchWithdrawalCheck,
  withdraw,
  fetchDevSmsCode,
} from '../api/account';
export type { LoginAnswer, MemberRegistration, WithdrawalCheckWire } from '../api/account';
// Issue #38 (h-account): password reset and change, marketing consent.
export {
  sendPasswordResetCode,
  verifyPasswordResetCode,
  resetPassword,
  changePassword,
  fetchMarketingConsent,
  updateMarketingConsent,
} from '../api/accountSecurity';
export type { MarketingConsentWire } from '../api/accountSecurity';

export {
  fetchServiceInfo,
  fetchAppMain,
  fetchEvent,
  fetchNotices,
  redeemCoupon,
  fetchProductKey,
  requestDiscount,
  registerStoreCustomer,
} from '../api/service';
export type {
  AppMainWire,
  BannerWire,
  ServiceInfoWire,
  EventWire,
  EventPageWire,
  NoticeWire,
  NoticePageWire,
  CouponWire,
  ProductKeyWire,
  DiscountRequest,
  DiscountWire,
  StoreCustomer,
} from '../api/service';

export {
  fetchStudioDashboard,
  fetchStudioFeedback,
  fetchStudioInbox,
  fetchStudioClassReviews,
  replyToReview,
  fetchStudioClasses,
  fetchStudioClass,
  createStudioClass,
  updateStudioClass,
  publishStudioClass,
  closeStudioClass,
  fetchStudioCurriculum,
  addStudioSection,
  renameStudioSection,
  deleteStudioSection,
  addStudioLesson,
  updateStudioLesson,
  deleteStudioLesson,
  orderStudioCurriculum,
  uploadStudioCaptions,
  deleteStudioCaptions,
  fetchStudioLearners,
  fetchStudioSales,
} from '../api/studio';
export type {
  StudioDashboardWire,
  StudioFeedbackWire,
  ManagedClass,
  StudioSuggestion,
  InboxReviewWire,
  StudioInboxWire,
  StudioReviewFilter,
  StudioClassReviewWire,
  StudioClassReviewsWire,
  StudioClassStatus,
  StudioClassWire,
  StudioClassFields,
  StudioLessonKind,
  StudioLessonWire,
  StudioSectionWire,
  StudioCurriculumWire,
  StudioLessonFields,
  StudioLearnerWire,
  StudioLearnersWire,
  SalesPeriod,
  StudioSalesWire,
} from '../api/studio';
// Issue 36 (upload widget): lesson video uploads.
export { lessonUploadEndpoint, fetchLessonUploadStatus } from '../api/lessonUploads';
export type { LessonUploadState, LessonUploadStatusWire } from '../api/lessonUploads';

export {
  REVIEW_SORTS,
  fetchClassReviews,
  fetchMyReviews,
  fetchReview,
  createReview,
  updateReview,
} from '../api/review';
export type {
  ReviewWire,
  ClassReviewPageWire,
  UserReviewListWire,
  ReviewFields,
  ReviewSaved,
  ReviewListFilter,
  ReviewSort,
} from '../api/review';

export {
  fetchClassSummary,
  fetchRecentClasses,
  fetchBookmarks,
  toggleBookmark,
} from '../api/class';
export type {
  ClassSummary,
  CurriculumItem,
  ClassCoach,
  ReviewStatis,
  BookmarkMode,
  BookmarkPage,
} from '../api/class';

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

export { payForClass, fetchReceipt } from '../api/payment';
export type { PaymentRequest, ReceiptWire } from '../api/payment';
export {
  fetchCheckoutQuote,
  createOrder,
  fetchOrder,
  fetchPayments,
  fetchPayment,
  requestRefund,
} from '../api/orders';
export type {
  EasyPayMethod,
  PayMethod,
  BreakdownLine,
  CheckoutQuoteRequest,
  CheckoutQuoteWire,
  OrderRequest,
  OrderStatus,
  OrderWire,
  OrderAnswer,
  PaymentStatus,
  PaymentWire,
  PaymentPageWire,
} from '../api/orders';
export {
  fetchClassroom,
  fetchLesson,
  saveLessonProgress,
  sendProgressBeacon,
} from '../api/classroom';
export type {
  ClassProgressWire,
  ClassroomLessonWire,
  ClassroomSectionWire,
  ClassroomWire,
  LessonCaptionWire,
  LessonKind,
  LessonState,
  LessonWire,
  ProgressAnswer,
  ProgressWrite,
  SignedUrlWire,
} from '../api/classroom';
