// The categories of the seed: names, icons, colours, coaches' nicknames, sub-categories with
// their class subjects and search keywords. Everything generated from these is deterministic.

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
