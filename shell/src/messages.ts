// Every Korean string the shell shows.
export const messages = {
  brand: '배움',
  tagline: '세상 모든 배움을 가장 저렴하게',
  titleTemplate: (title: string) => `${title} | 배움`,
  nav: {
    home: '홈',
    community: '커뮤니티',
    myPage: '마이페이지',
    myPageOf: (name: string) => (name ? `마이페이지 (${name})` : '마이페이지'),
    studio: '스튜디오',
    login: '로그인',
    alarm: '알림',
    alarmWithCount: (n: number) => `알림 ${n}개 안 읽음`,
    coachBadge: '코치',
    mainNav: '주요 메뉴',
  },
  search: {
    fallbackLabel: '클래스 검색',
    fallbackPlaceholder: '무엇을 배우고 싶으세요?',
    submit: '검색',
  },
  remote: {
    loading: '불러오는 중이에요…',
    failedTitle: '이 영역을 불러오지 못했어요',
    failedBody: '네트워크 상태를 확인한 뒤 다시 시도해 주세요.',
    retry: '다시 시도',
  },
  notFound: {
    title: '페이지를 찾을 수 없어요',
    body: '주소가 바뀌었거나 사라진 페이지예요.',
    home: '홈으로 가기',
  },
  boot: {
    configFailed: '설정을 불러오지 못했어요. 새로고침해 주세요.',
  },
  crossSite: {
    frameTitle: '로그인 상태 확인',
  },
} as const;
