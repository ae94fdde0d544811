// Public exports: ui. Owned by the ui part of @baeum/shared — design-token-backed components,
// the modal and toast hosts, the icon sprite and the browser utilities. The Swiper carousel
// is NOT here: import it from '@baeum/shared/carousel' so Swiper loads only where it is used.

// --- strings ---
export { uiMessages } from '../messages/ui';
export type { UiMessages } from '../messages/ui';

// --- icons ---
export { Icon } from '../ui/Icon/Icon';
export type { IconProps } from '../ui/Icon/Icon';
export { IconSprite } from '../ui/Icon/IconSprite';
export { ICON_NAMES } from '../ui/Icon/iconPaths';
export type { IconName } from '../ui/Icon/iconPaths';

// --- primitives ---
export { Button } from '../ui/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from '../ui/Button/Button';
export { TextField } from '../ui/TextField/TextField';
export type { TextFieldProps, FieldProps } from '../ui/TextField/TextField';
export { TextArea } from '../ui/TextField/TextArea';
export type { TextAreaProps } from '../ui/TextField/TextArea';
export { PageHeading } from '../ui/PageHeading/PageHeading';
export type { PageHeadingProps } from '../ui/PageHeading/PageHeading';
export { EmptyState } from '../ui/EmptyState/EmptyState';
export type { EmptyStateProps } from '../ui/EmptyState/EmptyState';
export { ErrorState } from '../ui/ErrorState/ErrorState';
export type { ErrorStateProps } from '../ui/ErrorState/ErrorState';
export { Spinner } from '../ui/Spinner/Spinner';
export type { SpinnerProps } from '../ui/Spinner/Spinner';
export { Skeleton } from '../ui/Skeleton/Skeleton';
export type { SkeletonProps } from '../ui/Skeleton/Skeleton';
export { SectionHeader } from '../ui/SectionHeader/SectionHeader';
export type { SectionHeaderProps } from '../ui/SectionHeader/SectionHeader';
export { LazyImage } from '../ui/LazyImage/LazyImage';
export type { LazyImageProps } from '../ui/LazyImage/LazyImage';
export { Avatar } from '../ui/Avatar/Avatar';
export type { AvatarProps } from '../ui/Avatar/Avatar';
export { Stars, STAR_SIZES } from '../ui/Stars/Stars';
export type { StarsProps, StarSize } from '../ui/Stars/Stars';
export { ScoreBars } from '../ui/ScoreBars/ScoreBars';
export type { ScoreBar, ScoreBarsProps } from '../ui/ScoreBars/ScoreBars';
export { cx } from '../ui/classNames';

// --- class cards and sliders ---
export { ClassCard } from '../ui/ClassCard/ClassCard';
export type { ClassCardProps, ClassCardVariant } from '../ui/ClassCard/ClassCard';
export { ClassCardSkeleton } from '../ui/ClassCard/ClassCardSkeleton';
export { ClassCardList, CLASS_CARD_SKELETON_COUNT } from '../ui/ClassCard/ClassCardList';
export type { ClassCardListProps } from '../ui/ClassCard/ClassCardList';
export { toClassCardView } from '../ui/ClassCard/classCardView';
export type { ClassCardView } from '../ui/ClassCard/classCardView';
export { HorizontalSlider } from '../ui/HorizontalSlider/HorizontalSlider';
export type { HorizontalSliderProps } from '../ui/HorizontalSlider/HorizontalSlider';
export { getScrollPosition } from '../ui/HorizontalSlider/scrollPosition';
export type { ScrollPosition } from '../ui/HorizontalSlider/scrollPosition';

// --- modals and toast ---
export { Modal } from '../ui/Modal/Modal';
export type { ModalProps, ModalVariant } from '../ui/Modal/Modal';
export { ModalHost, ModalStack } from '../ui/Modal/ModalHost';
export type { ModalStackProps } from '../ui/Modal/ModalHost';
export { registerModal, getModalComponent, lazyModal } from '../ui/Modal/modalRegistry';
export type { ModalComponentProps } from '../ui/Modal/modalRegistry';
export { AlertDialog, ConfirmDialog } from '../ui/Modal/dialogs';
export { ShareDialog } from '../ui/Share/ShareDialog';
export { ChipGroup } from '../ui/ChipGroup/ChipGroup';
export type { ChipGroupProps, ChipOption } from '../ui/ChipGroup/ChipGroup';
export { useLeaveGuard } from '../ui/LeaveGuard/useLeaveGuard';
export { useWritingForm } from '../ui/LeaveGuard/useWritingForm';
export { useFocusFirstInvalid } from '../ui/FormFocus/useFocusFirstInvalid';
export { FormFooter } from '../ui/FormFooter/FormFooter';
export type { FormFooterProps } from '../ui/FormFooter/FormFooter';
export { PhotoList } from '../ui/PhotoList/PhotoList';
export type { PhotoListProps } from '../ui/PhotoList/PhotoList';
export { PhotoPicker } from '../ui/PhotoPicker/PhotoPicker';
export type { PhotoPickerProps } from '../ui/PhotoPicker/PhotoPicker';
export { usePhotoPicker, PHOTO_MAX_BYTES, PHOTO_TYPES } from '../ui/PhotoPicker/usePhotoPicker';
export type {
  PickedPhoto,
  PhotoPicker as PhotoPickerState,
} from '../ui/PhotoPicker/usePhotoPicker';
export type { ShareProps } from '../ui/Share/ShareDialog';
export type { AlertDialogProps, ConfirmDialogProps } from '../ui/Modal/dialogs';
export { ToastHost, ToastView, TOAST_SHOW_DELAY_MS } from '../ui/Toast/ToastHost';
export type { ToastViewProps } from '../ui/Toast/ToastHost';

// --- formatting ---
export { formatTimeAgo, formatKstDate, parseKstTimestamp, KST_OFFSET_MS } from '../utils/timeAgo';
export type { TimeInput } from '../utils/timeAgo';
export { formatNumber, formatWon, formatMonthlyPrice, toWholeNumber } from '../utils/price';
export { roundUpRating, formatRating } from '../utils/rating';
export { formatPhone } from '../utils/phone';
export { toWebp800, PRODUCT_CDN_HOST, WEBP_800_SUFFIX } from '../utils/image';

// --- identity ---
export {
  isValidUuid,
  generateUuid,
  getOrCreateVisitorId,
  getOrCreateSessionId,
  VISITOR_ID_KEY,
  SESSION_ID_KEY,
} from '../utils/uuid';
export { sha256Hex, hashIdentityValue, buildHashedIdentity } from '../utils/identityHash';
export type { IdentityInput, HashedIdentity } from '../utils/identityHash';

// --- app web view and native bridge ---
export {
  APP_UA_MARKER,
  parseAppUserAgent,
  isInAppWebView,
  getAppVersion,
  isIpadApp,
  isAppVersionAtLeast,
} from '../utils/userAgent';
export type { AppInfo, AppPlatform } from '../utils/userAgent';
export {
  callNative,
  canCallNative,
  nativeBridge,
  viaApp,
  NATIVE_HANDLER_NAMES,
  NATIVE_HANDLER_MIN_VERSION,
  NATIVE_VERSION_GATE_210,
  NATIVE_VERSION_GATE_220,
} from '../utils/nativeBridge';
export type {
  NativeHandlerName,
  NativeHandlerPayloads,
  NativeCallOptions,
  NativeCallResult,
  NativeBridgeWindow,
} from '../utils/nativeBridge';
export { isSafeExternalUrl, safeExternalHref, openExternalLink } from '../utils/externalLink';
export type { OpenExternalLinkOptions } from '../utils/externalLink';

// --- loading and scrolling ---
export { useLazyLoad, LAZY_IMAGE_DELAY_MS } from '../utils/useLazyLoad';
export { useInfiniteScroll } from '../utils/useInfiniteScroll';
export type { LazyLoadOptions } from '../utils/useLazyLoad';
export { smoothScrollTo, SMOOTH_SCROLL_DURATION_MS } from '../utils/smoothScroll';
export type { ScrollTarget } from '../utils/smoothScroll';
