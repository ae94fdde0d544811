// Every Korean string of mfe-studio (one messages module per package).
export const messages = {
  studio: {
    title: '스튜디오',
    checkingUser: '로그인 정보를 확인하는 중',
  },
  signIn: {
    title: '로그인이 필요해요',
    description: '스튜디오는 로그인한 코치만 이용할 수 있어요.',
    action: '로그인하기',
  },
  coachOnly: {
    title: '코치 전용 공간이에요',
    description:
      '코치로 지원하고 나만의 클래스를 열어 보세요. 스튜디오에서 클래스와 수강생 피드백을 관리할 수 있어요.',
    action: '코치 지원하기',
  },
  dashboard: {
    greeting: (name: string) => `${name} 코치님의 스튜디오`,
    description: '운영 중인 클래스를 한눈에 확인하세요.',
    loading: '대시보드를 불러오는 중',
    statsLabel: '클래스 현황',
    classCount: '운영 클래스',
    classCountValue: (n: string) => `${n}개`,
    signupTotal: '누적 수강생',
    signupTotalValue: (n: string) => `${n}명`,
    ratingAverage: '평균 별점',
    ratingNone: '-',
    unansweredReviews: '답변 대기 리뷰',
    unansweredReviewsValue: (n: string) => `${n}개`,
    classesTitle: '관리 중인 클래스',
    classesLabel: '관리 중인 클래스 목록',
    emptyTitle: '아직 관리 중인 클래스가 없어요',
    emptyDescription: '첫 클래스를 열면 이곳에서 수강 현황을 확인할 수 있어요.',
    errorTitle: '대시보드를 불러오지 못했어요',
    errorMessage: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
    retry: '다시 시도',
  },
} as const;
