// Korean word pools for the seed. Everything generated from these is deterministic.

export const TITLE_PREFIXES = [
  '왕초보를 위한',
  '30일 완성',
  '하루 10분',
  '실무에 바로 쓰는',
  '처음 시작하는',
  '누구나 쉽게 배우는',
  '4주 만에 끝내는',
  '현직자가 알려주는',
  '기초부터 탄탄하게',
  '퇴근 후 즐기는',
  '주말에 배우는',
  '6주 완성',
  '한 번에 끝내는',
  '감성 가득',
];
export const TITLE_SUFFIXES = [
  '클래스',
  '입문',
  'A to Z',
  '마스터 클래스',
  '완전 정복',
  '기초반',
  '실전반',
  '첫걸음',
];

export const LEVELS = ['입문', '초급', '중급', '고급'];

export const CURRICULUM_CHAPTERS = [
  '시작하기',
  '기초 다지기',
  '핵심 익히기',
  '실전 프로젝트',
  '마무리',
];
export const LESSON_TEMPLATES = [
  '오리엔테이션: 클래스 소개와 준비물',
  '{s} 기본 도구 익히기',
  '꼭 알아야 할 기본 개념',
  '따라 하며 배우는 {s} 1',
  '따라 하며 배우는 {s} 2',
  '자주 하는 실수와 해결법',
  '응용: 나만의 스타일 찾기',
  '실전 예제로 완성하기',
  '작품(결과물) 다듬기',
  '코치의 작업 과정 엿보기',
  '심화: 한 단계 더 나아가기',
  '복습과 Q&A',
  '완성작 공유하고 피드백 받기',
  '다음 단계 로드맵',
];

export const REVIEW_PROS = [
  '설명이 정말 친절하고 차근차근해서 왕초보인 저도 따라갈 수 있었어요.',
  '강의 구성이 체계적이라 매일 조금씩 듣기 좋았어요.',
  '코치님이 질문에 빠르게 답변해주셔서 든든했습니다.',
  '준비물 안내가 자세해서 시작하기 편했어요.',
  '실무에 바로 써먹을 수 있는 내용이 많아요.',
  '영상 화질과 음질이 좋아서 집중이 잘 돼요.',
  '짧은 강의로 나뉘어 있어서 출퇴근길에 듣기 좋아요.',
  '완성작을 보니 뿌듯합니다. 자신감이 생겼어요!',
  '기초부터 응용까지 흐름이 자연스러워요.',
  '다른 수강생 작품을 보면서 동기부여가 많이 됐어요.',
  '가격 대비 알찬 구성이라 만족합니다.',
  '코치님 목소리가 편안해서 듣기 좋아요.',
  '어려운 부분을 여러 번 반복해서 보여주셔서 좋았어요.',
  '커뮤니티에서 피드백을 받을 수 있어서 좋아요.',
  '생각보다 훨씬 쉽게 배울 수 있었어요.',
];
export const REVIEW_CONS = [
  '',
  '',
  '중반부터 난이도가 조금 갑자기 올라가는 느낌이에요.',
  '강의 자료를 PDF로도 받을 수 있으면 좋겠어요.',
  '몇몇 강의는 조금 빠르게 진행돼서 여러 번 돌려봤어요.',
  '준비물이 생각보다 많아서 초기 비용이 들었어요.',
  '자막이 없어서 조용한 곳에서만 들을 수 있었어요.',
  '후반부 실습 예제가 조금 더 많았으면 좋겠어요.',
  '질문 답변이 가끔 늦을 때가 있어요.',
];
export const REVIEW_SUGGESTIONS = [
  '',
  '',
  '심화 과정도 꼭 열어주세요!',
  '중간 점검용 과제가 있으면 좋겠어요.',
  '라이브 Q&A 시간이 있으면 좋겠습니다.',
  '완성 예시를 더 다양하게 보여주시면 좋겠어요.',
  '초보자를 위한 용어 정리 자료가 있으면 좋겠어요.',
];

export const FEED_SECTIONS = ['daily', 'question', 'work'] as const;
export const FEED_TEMPLATES = [
  '오늘 「{c}」 {n}강까지 들었어요! 생각보다 재밌어서 시간 가는 줄 몰랐네요 😊',
  '「{c}」 과제 완성했습니다. 다들 어떻게 보이나요? 피드백 환영해요!',
  '퇴근하고 조금씩 듣는 중인데 벌써 {n}주째예요. 꾸준함이 답이네요.',
  '질문 있어요! 「{c}」 {n}강에서 막혔는데 혹시 해결하신 분 계신가요?',
  '드디어 첫 작품 완성 🎉 코치님 감사합니다!',
  '같이 공부하실 분 구해요. 매일 인증하면서 서로 응원해요 💪',
  '주말에 몰아서 들었더니 머리가 꽉 찼어요. 복습하러 갑니다.',
  '「{c}」 추천해요. 입문자에게 딱 맞는 난이도예요.',
  '오늘의 연습 기록 남깁니다. 어제보다 조금 나아진 것 같아요!',
  '처음엔 어려웠는데 {n}강쯤 되니까 감이 잡히네요.',
  '준비물 어디서 사셨어요? 추천 부탁드려요 🙏',
  '한 달 동안 꾸준히 한 결과물이에요. 스스로 칭찬합니다 👏',
];
export const REPLY_TEMPLATES = [
  '우와 정말 잘하셨어요! 👍',
  '저도 같은 부분에서 막혔는데 다시 들으니까 이해됐어요.',
  '꾸준히 하시는 모습 멋져요. 응원합니다!',
  '저도 그 클래스 듣고 있어요. 같이 힘내요 😊',
  '색감이 너무 예뻐요!',
  '코치님께 질문 남기면 금방 답해주시더라고요.',
  '팁 감사합니다. 저도 해볼게요!',
  '다음 작품도 기대할게요 ✨',
  '저는 준비물 세트로 샀어요. 초보에겐 그게 편하더라고요.',
  '대단하세요! 저는 아직 3강이에요 ㅎㅎ',
];

export const NOTICE_TITLES = [
  '[공지] 배움 서비스 이용약관 개정 안내',
  '[안내] 개인정보 처리방침 변경 안내',
  '[이벤트] 신규 회원 웰컴 포인트 지급 안내',
  '[점검] 서버 정기 점검 안내 (새벽 2시~4시)',
  '[안내] 코인 포인트 소멸 정책 안내',
  '[업데이트] 앱 푸시 알림 설정이 새로워졌어요',
  '[공지] 클래스 환불 규정 안내',
  '[이벤트] 첫 후기 작성 시 500 포인트 적립',
  '[안내] 커뮤니티 운영 정책 안내',
  '[공지] 코치 지원 절차가 간편해졌어요',
  '[업데이트] 검색 기능 개선 안내',
  '[안내] 고객센터 운영 시간 변경',
];
export const POPULAR_KEYWORDS = [
  '아이패드 드로잉',
  '엑셀',
  '파이썬',
  '영어 회화',
  '홈베이킹',
  '주식',
  '요가',
  '프리미어 프로',
  '노션',
  '피그마',
  '수채화',
  '기타',
  '필라테스',
  '일본어',
  '캔들',
  '유튜브',
  '포토샵',
  '이모티콘',
  '스마트스토어',
  '뜨개질',
];

export const COUPONS = [
  { code: 'WELCOME2025', point: 3000, title: '신규 회원 웰컴 쿠폰', days: 365, max_uses: null },
  { code: 'BAEUM1000', point: 1000, title: '배움 1,000 포인트 쿠폰', days: 180, max_uses: null },
  { code: 'SPRING5000', point: 5000, title: '봄맞이 5,000 포인트', days: 90, max_uses: 1000 },
  { code: 'FIRSTCLASS', point: 2000, title: '첫 클래스 응원 쿠폰', days: 120, max_uses: null },
  { code: 'LIMITED10', point: 10000, title: '선착순 10명 한정 쿠폰', days: 30, max_uses: 10 },
  { code: 'EXPIRED2023', point: 1000, title: '지난 이벤트 쿠폰', days: -30, max_uses: null },
];

export const BANNERS = [
  {
    kind: 'web',
    title: '새해 목표, 배움과 함께',
    subtitle: '인기 클래스 최대 60% 할인',
    bgcolor: '#ffede5',
    link: '/event/1',
  },
  {
    kind: 'web',
    title: '왕초보 환영! 아이패드 드로잉',
    subtitle: '오늘 시작해도 늦지 않아요',
    bgcolor: '#e8f1ff',
    link: '/category?categoryId=1',
  },
  {
    kind: 'web',
    title: '일잘러의 비밀, 엑셀 실무',
    subtitle: '30일이면 충분해요',
    bgcolor: '#e6f7f1',
    link: '/search?keyword=%EC%97%91%EC%85%80',
  },
  {
    kind: 'web',
    title: '집에서 즐기는 홈베이킹',
    subtitle: '달콤한 주말 만들기',
    bgcolor: '#fff4e0',
    link: '/category?categoryId=3',
  },
  {
    kind: 'web',
    title: '코치가 되어보세요',
    subtitle: '나의 재능을 클래스로',
    bgcolor: '#f1e8ff',
    link: '/coach/apply',
  },
  {
    kind: 'web',
    title: '퇴근 후 1시간 취미',
    subtitle: '하루 1시간, 나를 위한 취미 기획전',
    bgcolor: '#ffe8ef',
    link: '/event/2',
  },
  {
    kind: 'app',
    title: '일잘러 성장 기획전',
    subtitle: '실무 스킬을 한 번에 업그레이드',
    bgcolor: '#e8f1ff',
    link: '/event/3',
  },
  {
    kind: 'app',
    title: '이달의 클래스',
    subtitle: '이번 달 카테고리별 추천 클래스',
    bgcolor: '#e6f7f1',
    link: '/event/5',
  },
  {
    kind: 'app',
    title: '이번 주 인기 클래스',
    subtitle: '지금 가장 많이 듣는 클래스',
    bgcolor: '#fff4e0',
    link: '/',
  },
];

/**
 * Events: a `plan` is a curated list of classes; a `month` event is this month's picks by
 * category. `ended` ones finished before the seed's day (their page says so).
 */
export const EVENTS: {
  title: string;
  description: string;
  bgcolor: string;
  kind: 'plan' | 'month';
  ended?: boolean;
}[] = [
  {
    title: '새해 다짐 기획전',
    description: '올해는 꼭! 작심삼일 탈출 클래스 모음',
    bgcolor: '#ff7a59',
    kind: 'plan',
  },
  {
    title: '퇴근 후 1시간 취미 기획전',
    description: '하루 1시간, 나를 위한 취미',
    bgcolor: '#4361ee',
    kind: 'plan',
  },
  {
    title: '일잘러 성장 기획전',
    description: '실무 스킬을 한 번에 업그레이드',
    bgcolor: '#06a77d',
    kind: 'plan',
  },
  {
    title: '홈카페·홈베이킹 기획전',
    description: '집이 제일 좋은 카페가 되는 순간',
    bgcolor: '#f4a261',
    kind: 'plan',
  },
  {
    title: '이달의 클래스',
    description: '이번 달 카테고리별로 골라 본 추천 클래스',
    bgcolor: '#2a9d8f',
    kind: 'month',
  },
  {
    title: '가을 맞이 기획전',
    description: '선선한 계절, 새로운 취미 시작하기',
    bgcolor: '#bc6c25',
    kind: 'plan',
    ended: true,
  },
];
