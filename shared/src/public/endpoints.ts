// Public exports: the API's typed endpoints for the community, discovery and members (one group
// per domain). Classes, reviews, the studio, payments and the classroom: ./classEndpoints.

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
  fetchNotifyTicket,
  notifyStreamUrl,
} from '../api/notify';
export type {
  NotificationWire,
  NotificationPageWire,
  NotificationChange,
  NewsCount,
  NotifyTicket,
  LiveNotificationEvent,
  LiveReadyEvent,
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
