// Every Korean string the UI kit and its utilities show. Nothing else in shared/src/ui or
// shared/src/utils holds Korean text; remotes keep their own strings in their own messages.
import { groupDigits } from '../utils/digits';

export const uiMessages = {
  time: {
    justNow: '방금 전',
    minutesAgo: (n: number) => `${n}분 전`,
    hoursAgo: (n: number) => `${n}시간 전`,
    daysAgo: (n: number) => `${n}일 전`,
    weeksAgo: (n: number) => `${n}주 전`,
  },
  price: {
    won: (formatted: string) => `${formatted}원`,
    monthly: (formatted: string) => `월 ${formatted}원`,
    free: '무료',
  },
  classCard: {
    lectureCount: (n: number) => `${n}강`,
    discount: (percent: number) => `${percent}%`,
    discountLabel: '할인율',
    priceLabel: '가격',
    rating: (score: string) => `별점 ${score}점`,
    signupCount: (formatted: string) => `${formatted}명 수강`,
    bookmark: (className: string) => `${className} 찜하기`,
    coach: '코치',
    listLabel: '클래스 목록',
    loading: '클래스를 불러오는 중',
    progress: (percent: number) => `진도 ${percent}%`,
  },
  stars: {
    label: (score: string) => `별점 ${score}점`,
  },
  avatar: {
    alt: (name: string) => `${name} 프로필 사진`,
    anonymousAlt: '프로필 사진',
    coachBadge: '코치',
  },
  slider: {
    previous: '이전 목록 보기',
    next: '다음 목록 보기',
  },
  carousel: {
    previous: '이전 슬라이드',
    next: '다음 슬라이드',
    first: '첫 번째 슬라이드입니다',
    last: '마지막 슬라이드입니다',
    // Swiper fills in the placeholders itself.
    slideLabel: '{{slidesLength}}개 중 {{index}}번째',
    roleDescription: '캐러셀',
  },
  mediaPreview: {
    title: '사진 크게 보기',
    position: (n: number, total: number) => `${n} / ${total}`,
    previous: '이전 사진',
    next: '다음 사진',
    zoomIn: (alt: string) => `${alt} 확대하기`,
    zoomOut: (alt: string) => `${alt} 원래 크기로`,
  },
  modal: {
    close: '닫기',
    confirm: '확인',
    cancel: '취소',
  },
  photos: {
    label: '사진',
    counter: (label: string, n: number, max: number) => `${label} ${n}/${max}`,
    list: '첨부한 사진',
    alt: (n: number) => `첨부한 사진 ${n}`,
    add: '사진 추가',
    type: 'JPG, PNG, GIF, WebP 사진만 올릴 수 있어요.',
    size: '사진은 한 장에 5MB까지 올릴 수 있어요.',
    count: (max: number) => `사진은 ${max}장까지 올릴 수 있어요.`,
    uploading: '올리는 중',
    earlier: (n: number) => `사진 ${n} 앞으로`,
    later: (n: number) => `사진 ${n} 뒤로`,
    remove: (n: number) => `사진 ${n} 삭제`,
  },
  share: {
    title: '공유하기',
    link: '링크',
    copy: '링크 복사',
    copied: '링크를 복사했어요.',
    copyFailed: '링크를 복사하지 못했어요. 위의 주소를 직접 복사해 주세요.',
    native: '다른 앱으로 공유',
  },
  toast: {
    dismiss: '알림 닫기',
    types: {
      success: '완료',
      error: '오류',
      warning: '주의',
      info: '알림',
    },
  },
  state: {
    loading: '불러오는 중',
    emptyTitle: '아직 내용이 없어요',
    errorTitle: '문제가 발생했어요',
    errorMessage: '일시적인 오류로 내용을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
    retry: '다시 시도',
  },
  field: {
    count: (length: number, max: number) => `${groupDigits(length)}/${groupDigits(max)}자`,
  },
  sectionHeader: {
    more: '더보기',
    moreOf: (title: string) => `${title} 더보기`,
  },
} as const;

export type UiMessages = typeof uiMessages;
