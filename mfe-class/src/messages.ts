// Every Korean string of mfe-class (one messages module per package).
export const messages = {
  detail: {
    loading: '클래스 정보를 불러오는 중',
    coverAlt: (className: string) => `${className} 대표 이미지`,
    coach: '코치',
    coachProfile: (name: string) => `${name} 코치 프로필 보기`,
    signupCount: (formatted: string) => `${formatted}명 수강 중`,
    discountLabel: '할인율',
    discount: (percent: number) => `${percent}%`,
    priceLabel: '월 수강료',
    originalPriceLabel: '할인 전 가격',
    months: (n: number) => `${n}개월 할부 기준`,
    lectureCount: (n: number) => `총 ${n}강`,
    lessons: (n: number) => `온라인 강의 ${n}강`,
    noReviewYet: '아직 평가가 없어요',
  },
  intro: {
    title: '클래스 소개',
  },
  curriculum: {
    title: '커리큘럼',
    listLabel: '커리큘럼 목록',
    lessonNumber: (n: number) => String(n).padStart(2, '0'),
    lessonLabel: (n: number) => `${n}강`,
    empty: '커리큘럼이 곧 공개될 예정이에요.',
    durationLabel: '재생 시간',
  },
  notFound: {
    title: '클래스를 찾을 수 없어요',
    description: '주소가 바뀌었거나 더 이상 운영하지 않는 클래스예요.',
    browse: '다른 클래스 둘러보기',
  },
  error: {
    title: '클래스 정보를 불러오지 못했어요',
    message: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
    retry: '다시 시도',
  },
} as const;
