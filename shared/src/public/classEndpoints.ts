// Public exports: the API's typed endpoints for classes — the studio, lesson uploads, reviews,
// class pages and bookmarks, payments and orders, the classroom (one group per domain).

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
