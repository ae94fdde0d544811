// Korean word pools for the seed. Everything generated from these is deterministic.

export interface SubSeed {
  name: string;
  /** Class subjects; a title is a subject with a prefix and/or suffix. */
  subjects: string[];
  keywords: string[];
}

export interface CategorySeed {
  name: string;
  icon: string;
  color: string;
  coachNick: string[];
  subs: SubSeed[];
}

export const CATEGORIES: CategorySeed[] = [
  {
    name: '드로잉',
    icon: 'pencil',
    color: '#ff7a59',
    coachNick: ['그림쟁이', '드로잉하는', '붓끝'],
    subs: [
      {
        name: '아이패드 드로잉',
        subjects: ['아이패드 드로잉', '프로크리에이트 일러스트', '아이패드 굿즈 드로잉'],
        keywords: ['아이패드', '프로크리에이트', '디지털드로잉'],
      },
      {
        name: '수채화',
        subjects: ['수채화 풍경화', '보태니컬 아트', '어반 스케치'],
        keywords: ['수채화', '물감', '풍경'],
      },
      {
        name: '캐릭터 일러스트',
        subjects: ['나만의 캐릭터 그리기', '카카오 이모티콘 만들기', '웹툰 캐릭터 드로잉'],
        keywords: ['캐릭터', '이모티콘', '웹툰'],
      },
      {
        name: '펜·연필 드로잉',
        subjects: ['펜 드로잉', '인물 크로키', '연필 소묘'],
        keywords: ['펜드로잉', '소묘', '크로키'],
      },
    ],
  },
  {
    name: '공예',
    icon: 'yarn',
    color: '#c77dff',
    coachNick: ['손끝공방', '공방지기', '핸드메이드'],
    subs: [
      {
        name: '가죽 공예',
        subjects: ['가죽 카드지갑 만들기', '가죽 미니백 공예'],
        keywords: ['가죽', '지갑', '핸드메이드'],
      },
      {
        name: '캔들·디퓨저',
        subjects: ['소이캔들 만들기', '석고 방향제와 디퓨저'],
        keywords: ['캔들', '디퓨저', '향'],
      },
      {
        name: '뜨개질',
        subjects: ['코바늘 뜨개질', '대바늘 니트 목도리', '손뜨개 인형'],
        keywords: ['뜨개질', '코바늘', '니트'],
      },
      {
        name: '도자기',
        subjects: ['핸드빌딩 도자기', '물레 도예'],
        keywords: ['도자기', '도예', '그릇'],
      },
    ],
  },
  {
    name: '요리·베이킹',
    icon: 'cake',
    color: '#f4a261',
    coachNick: ['홈베이커', '요리하는', '오븐장인'],
    subs: [
      {
        name: '홈베이킹',
        subjects: ['홈베이킹 휘낭시에와 마들렌', '천연발효종 식빵', '홈카페 쿠키'],
        keywords: ['베이킹', '빵', '쿠키'],
      },
      {
        name: '한식',
        subjects: ['자취생 한식 반찬', '집밥 백반 레시피', '김치 담그기'],
        keywords: ['한식', '집밥', '반찬'],
      },
      {
        name: '디저트',
        subjects: ['마카롱 만들기', '플라워 케이크 데코', '홈카페 디저트'],
        keywords: ['디저트', '케이크', '마카롱'],
      },
      {
        name: '비건 요리',
        subjects: ['비건 집밥', '다이어트 샐러드 도시락'],
        keywords: ['비건', '샐러드', '다이어트'],
      },
    ],
  },
  {
    name: '음악',
    icon: 'note',
    color: '#4361ee',
    coachNick: ['기타치는', '음악하는', '건반위의'],
    subs: [
      {
        name: '기타',
        subjects: ['통기타 코드 연주', '핑거스타일 기타', '일렉기타 입문'],
        keywords: ['기타', '통기타', '코드'],
      },
      {
        name: '피아노',
        subjects: ['성인 피아노 반주법', '재즈 피아노', '코드로 치는 피아노'],
        keywords: ['피아노', '반주', '코드'],
      },
      {
        name: '보컬',
        subjects: ['발성부터 잡는 보컬 트레이닝', '고음 정복 보컬'],
        keywords: ['보컬', '노래', '발성'],
      },
      {
        name: '작곡·미디',
        subjects: ['로직으로 시작하는 작곡', '에이블톤 비트메이킹', '미디 작곡'],
        keywords: ['작곡', '미디', '비트'],
      },
    ],
  },
  {
    name: '운동·건강',
    icon: 'dumbbell',
    color: '#2a9d8f',
    coachNick: ['운동하는', '헬시', '요가하는'],
    subs: [
      {
        name: '요가',
        subjects: ['아침 요가 루틴', '골반 교정 요가', '힐링 명상 요가'],
        keywords: ['요가', '명상', '스트레칭'],
      },
      {
        name: '필라테스',
        subjects: ['홈 필라테스', '소도구 필라테스'],
        keywords: ['필라테스', '코어', '자세교정'],
      },
      {
        name: '홈트레이닝',
        subjects: ['맨몸 홈트레이닝', '다이어트 홈트', '거북목 교정 스트레칭'],
        keywords: ['홈트', '다이어트', '스트레칭'],
      },
      {
        name: '러닝',
        subjects: ['첫 10km 러닝', '마라톤 완주 훈련'],
        keywords: ['러닝', '마라톤', '달리기'],
      },
    ],
  },
  {
    name: '사진·영상',
    icon: 'camera',
    color: '#e76f51',
    coachNick: ['찍는', '영상쟁이', '필름'],
    subs: [
      {
        name: '스마트폰 사진',
        subjects: ['스마트폰 사진', '인스타 감성 사진 보정', '여행 사진 잘 찍기'],
        keywords: ['사진', '스마트폰', '보정'],
      },
      {
        name: '영상 편집',
        subjects: ['프리미어 프로 영상 편집', '캡컷 숏폼 편집', '다빈치 리졸브 컬러 보정'],
        keywords: ['영상편집', '프리미어', '숏폼'],
      },
      {
        name: '유튜브',
        subjects: ['유튜브 채널 시작하기', '브이로그 촬영과 편집'],
        keywords: ['유튜브', '브이로그', '크리에이터'],
      },
      {
        name: '필름 카메라',
        subjects: ['필름 카메라 입문', '흑백 필름 사진'],
        keywords: ['필름카메라', '필름', '아날로그'],
      },
    ],
  },
  {
    name: '프로그래밍',
    icon: 'code',
    color: '#3a86ff',
    coachNick: ['개발자', '코딩하는', '데브'],
    subs: [
      {
        name: '파이썬',
        subjects: ['파이썬 업무 자동화', '파이썬 기초 문법', '파이썬 웹 크롤링'],
        keywords: ['파이썬', '자동화', '코딩'],
      },
      {
        name: '웹 개발',
        subjects: ['HTML·CSS 웹 퍼블리싱', '리액트로 만드는 웹서비스', '자바스크립트 기초'],
        keywords: ['웹개발', '리액트', '자바스크립트'],
      },
      {
        name: '데이터 분석',
        subjects: ['SQL 데이터 분석', '판다스 데이터 분석', '구글 애널리틱스 분석'],
        keywords: ['데이터분석', 'SQL', '판다스'],
      },
      {
        name: '앱 개발',
        subjects: ['플러터 앱 개발', '노코드 앱 만들기'],
        keywords: ['앱개발', '플러터', '노코드'],
      },
    ],
  },
  {
    name: '디자인',
    icon: 'palette',
    color: '#ff006e',
    coachNick: ['디자이너', '픽셀', '브랜딩하는'],
    subs: [
      {
        name: '포토샵',
        subjects: ['포토샵 상세페이지 디자인', '포토샵 합성과 보정'],
        keywords: ['포토샵', '상세페이지', '보정'],
      },
      {
        name: '일러스트레이터',
        subjects: ['일러스트레이터 로고 디자인', '일러스트레이터 패턴 디자인'],
        keywords: ['일러스트레이터', '로고', '벡터'],
      },
      {
        name: 'UX/UI',
        subjects: ['피그마 UI 디자인', 'UX 리서치와 설계', '앱 UI 디자인 포트폴리오'],
        keywords: ['피그마', 'UX', 'UI'],
      },
      {
        name: '브랜딩',
        subjects: ['작은 가게 브랜딩', '퍼스널 브랜딩 디자인'],
        keywords: ['브랜딩', '로고', '마케팅'],
      },
    ],
  },
  {
    name: '업무 생산성',
    icon: 'chart',
    color: '#06a77d',
    coachNick: ['엑셀왕', '일잘러', '오피스'],
    subs: [
      {
        name: '엑셀',
        subjects: ['엑셀 실무', '엑셀 함수와 피벗 테이블', '엑셀 VBA 자동화'],
        keywords: ['엑셀', '함수', '피벗'],
      },
      {
        name: '파워포인트',
        subjects: ['파워포인트 보고서 디자인', 'PPT 발표 자료 만들기'],
        keywords: ['파워포인트', 'PPT', '보고서'],
      },
      {
        name: '노션',
        subjects: ['노션으로 만드는 업무 시스템', '노션 포트폴리오'],
        keywords: ['노션', '업무관리', '생산성'],
      },
      {
        name: '글쓰기',
        subjects: ['직장인 보고서 글쓰기', '블로그 글쓰기', '카피라이팅'],
        keywords: ['글쓰기', '보고서', '블로그'],
      },
    ],
  },
  {
    name: '외국어',
    icon: 'speech',
    color: '#118ab2',
    coachNick: ['영어쌤', '언어천재', '회화하는'],
    subs: [
      {
        name: '영어 회화',
        subjects: ['영어 회화', '비즈니스 영어 이메일', '미드로 배우는 영어 표현'],
        keywords: ['영어', '회화', '영어회화'],
      },
      {
        name: '일본어',
        subjects: ['일본어 히라가나부터', 'JLPT N3 합격', '여행 일본어'],
        keywords: ['일본어', 'JLPT', '히라가나'],
      },
      {
        name: '중국어',
        subjects: ['중국어 발음과 성조', 'HSK 4급 대비'],
        keywords: ['중국어', 'HSK', '성조'],
      },
      {
        name: '스페인어',
        subjects: ['스페인어 기초 회화', '여행 스페인어'],
        keywords: ['스페인어', '여행', '회화'],
      },
    ],
  },
  {
    name: '재테크',
    icon: 'coin',
    color: '#e9c46a',
    coachNick: ['경제읽는', '부자되는', '투자하는'],
    subs: [
      {
        name: '주식 투자',
        subjects: ['주식 투자 첫걸음', '미국 주식 ETF 투자', '재무제표 읽는 법'],
        keywords: ['주식', 'ETF', '투자'],
      },
      {
        name: '부동산',
        subjects: ['부동산 경매 기초', '내 집 마련 청약 전략'],
        keywords: ['부동산', '경매', '청약'],
      },
      {
        name: '가계부·절약',
        subjects: ['사회초년생 돈 관리', '가계부 쓰는 습관'],
        keywords: ['가계부', '절약', '돈관리'],
      },
      {
        name: '연금·절세',
        subjects: ['연말정산과 절세', '연금저축 투자'],
        keywords: ['절세', '연금', '연말정산'],
      },
    ],
  },
  {
    name: '라이프스타일',
    icon: 'house',
    color: '#8ac926',
    coachNick: ['살림하는', '홈스타일', '플로리스트'],
    subs: [
      {
        name: '인테리어',
        subjects: ['원룸 셀프 인테리어', '홈스타일링'],
        keywords: ['인테리어', '셀프인테리어', '홈스타일링'],
      },
      {
        name: '반려동물',
        subjects: ['강아지 기본 훈련', '반려견 수제 간식'],
        keywords: ['반려견', '강아지', '훈련'],
      },
      {
        name: '플라워',
        subjects: ['꽃꽂이 플라워 레슨', '드라이플라워 리스'],
        keywords: ['꽃', '플라워', '꽃꽂이'],
      },
      {
        name: '정리수납',
        subjects: ['미니멀 라이프 정리수납', '옷장 정리 노하우'],
        keywords: ['정리', '수납', '미니멀'],
      },
    ],
  },
  {
    name: '커리어',
    icon: 'briefcase',
    color: '#6d597a',
    coachNick: ['커리어코치', '인사담당', '마케터'],
    subs: [
      {
        name: '취업·면접',
        subjects: ['자기소개서 첨삭', '대기업 면접 대비', '이직 포트폴리오'],
        keywords: ['취업', '면접', '자소서'],
      },
      {
        name: '마케팅',
        subjects: ['퍼포먼스 마케팅', '인스타그램 마케팅', '스마트스토어 창업'],
        keywords: ['마케팅', '인스타그램', '스마트스토어'],
      },
      {
        name: '창업',
        subjects: ['1인 창업 가이드', '온라인 쇼핑몰 창업'],
        keywords: ['창업', '쇼핑몰', '사업'],
      },
      {
        name: '스피치',
        subjects: ['떨리지 않는 발표 스피치', '유튜브 목소리 트레이닝'],
        keywords: ['스피치', '발표', '목소리'],
      },
    ],
  },
  {
    name: '뷰티',
    icon: 'sparkle',
    color: '#ef476f',
    coachNick: ['뷰티', '메이크업', '네일하는'],
    subs: [
      {
        name: '메이크업',
        subjects: ['데일리 메이크업', '퍼스널 컬러 메이크업'],
        keywords: ['메이크업', '퍼스널컬러', '화장'],
      },
      {
        name: '네일아트',
        subjects: ['셀프 젤네일', '네일아트 디자인'],
        keywords: ['네일', '젤네일', '네일아트'],
      },
      {
        name: '헤어',
        subjects: ['셀프 헤어 스타일링', '고데기 웨이브 스타일링'],
        keywords: ['헤어', '스타일링', '고데기'],
      },
      {
        name: '스킨케어',
        subjects: ['피부 타입별 스킨케어', '홈 에스테틱'],
        keywords: ['스킨케어', '피부', '홈케어'],
      },
    ],
  },
];

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

export const SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
  '전',
  '홍',
  '유',
  '고',
  '문',
  '양',
  '손',
  '배',
  '백',
  '허',
  '노',
  '남',
];
export const GIVEN = [
  '민준',
  '서연',
  '지훈',
  '하은',
  '도윤',
  '수아',
  '예준',
  '지우',
  '시우',
  '서윤',
  '주원',
  '하린',
  '지호',
  '지민',
  '준서',
  '채원',
  '건우',
  '수빈',
  '현우',
  '다은',
  '유진',
  '민서',
  '은지',
  '태희',
  '소영',
  '성민',
  '혜진',
  '재원',
  '나연',
  '동현',
  '가은',
  '승우',
  '예린',
  '정우',
  '윤아',
  '태윤',
  '소율',
  '우진',
  '다인',
  '연우',
  '보람',
  '세아',
  '한결',
  '지안',
  '은우',
];
export const NICKNAMES = [
  '배움러',
  '꾸준히',
  '퇴근후취미',
  '오늘도성장',
  '작심삼일탈출',
  '주말화가',
  '빵굽는곰',
  '요가초보',
  '엑셀장인지망생',
  '여행가고파',
  '기타치는고양이',
  '새벽러너',
  '코딩하는감자',
  '취미부자',
  '느리게걷기',
];

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
export const NOTIFICATION_TEMPLATES: {
  push_type: number;
  title: string;
  content: string;
  link: string;
}[] = [
  {
    push_type: 1,
    title: '좋아요 알림',
    content: '{u}님이 회원님의 글을 좋아합니다.',
    link: '/community/{id}',
  },
  {
    push_type: 2,
    title: '새 댓글',
    content: '{u}님이 회원님의 글에 댓글을 남겼습니다: "정말 멋져요!"',
    link: '/community/{id}',
  },
  {
    push_type: 3,
    title: '새 팔로워',
    content: '{u}님이 회원님을 팔로우하기 시작했습니다.',
    link: '/user/{uid}',
  },
  {
    push_type: 4,
    title: '포인트 적립',
    content: '후기 작성으로 500 포인트가 적립되었습니다.',
    link: '/my/points',
  },
  {
    push_type: 5,
    title: '클래스 소식',
    content: '수강 중인 「{c}」에 새 강의가 올라왔어요.',
    link: '/class/{cid}',
  },
  {
    push_type: 6,
    title: '이벤트',
    content: '이번 주 한정! 인기 클래스 최대 60% 할인 중이에요.',
    link: '/',
  },
  {
    push_type: 0,
    title: '공지사항',
    content: '배움 서비스 이용약관이 개정되었습니다.',
    link: '/notices',
  },
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
    title: '친구 초대하고 포인트 받기',
    subtitle: '초대할 때마다 2,000P',
    bgcolor: '#ffe8ef',
    link: '/event/2',
  },
  {
    kind: 'app',
    title: '앱 전용 혜택',
    subtitle: '앱에서 첫 구매 시 추가 10% 할인',
    bgcolor: '#e8f1ff',
    link: '/event/3',
  },
  {
    kind: 'app',
    title: '출석 체크 이벤트',
    subtitle: '매일 출석하고 포인트 받기',
    bgcolor: '#e6f7f1',
    link: '/event/4',
  },
  {
    kind: 'app',
    title: '이번 주 인기 클래스',
    subtitle: '지금 가장 많이 듣는 클래스',
    bgcolor: '#fff4e0',
    link: '/',
  },
];

export const EVENTS = [
  {
    title: '새해 다짐 기획전',
    description: '올해는 꼭! 작심삼일 탈출 클래스 모음',
    bgcolor: '#ff7a59',
  },
  {
    title: '퇴근 후 1시간 취미 기획전',
    description: '하루 1시간, 나를 위한 취미',
    bgcolor: '#4361ee',
  },
  {
    title: '일잘러 성장 기획전',
    description: '실무 스킬을 한 번에 업그레이드',
    bgcolor: '#06a77d',
  },
  {
    title: '홈카페·홈베이킹 기획전',
    description: '집이 제일 좋은 카페가 되는 순간',
    bgcolor: '#f4a261',
  },
];

export const COMPANIES = ['배움전자', '한빛물산', '새봄컨설팅'];

export const PROFILE_COMMENTS = [
  '매일 조금씩 성장하는 중입니다 🌱',
  '그림 그리는 직장인이에요.',
  '배우는 게 제일 즐거워요!',
  '퇴근 후 취미 부자 되기 프로젝트 진행 중',
  '',
  '함께 공부해요 😊',
  '작심삼일도 열 번이면 한 달!',
];
