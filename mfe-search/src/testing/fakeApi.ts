// The reference API's routes for this remote with the real envelope shapes
// (docs/api-paths.md), on the product's one test HTTP server (@baeum/shared/testing/server):
// the client's sockets, headers and bodies go over the loopback for real; only the data behind
// the routes is a small fixture.
import type { ClassCardData } from '@baeum/shared';
import { fail, ok } from '@baeum/shared/testing/server';
import type {
  RecordedRequest,
  Reply,
  Route as Handler,
  TestServer as FakeApi,
} from '@baeum/shared/testing/server';

export { fail, ok };
export type { FakeApi, Handler, RecordedRequest, Reply };

// ---- fixture data ---------------------------------------------------------------------

const COACHES = ['김하나', '이도윤', '박서연', '최지호', '정유나'];
const TOPICS = ['요가', '필라테스', '드로잉', '영어회화', '주식투자', '베이킹'];

export function makeClass(id: number, overrides: Partial<ClassCardData> = {}): ClassCardData {
  const topic = TOPICS[id % TOPICS.length]!;
  return {
    class_id: id,
    class_name: `${topic} 클래스 ${id}`,
    class_photo: `/_api/images/class/${id}.svg`,
    image_small: `/_api/images/class/${id}-small.svg`,
    coach_id: 100 + (id % COACHES.length),
    coach_name: COACHES[id % COACHES.length]!,
    coach_photo: `/_api/images/coach/${id % COACHES.length}.svg`,
    curriculum_cnt: 10 + (id % 20),
    payment_info_data1: id % 3 === 0 ? 30 : 0,
    payment: 9900 + (id % 10) * 1000,
    review_score: 4 + (id % 10) / 10,
    signup_cnt: 100 * id,
    class_have_status: 'N',
    ...overrides,
  };
}

export const CLASSES: ClassCardData[] = Array.from({ length: 90 }, (_, i) => makeClass(i + 1));

export const CATEGORIES = [
  { category: 1, category_name: '운동·건강', icon: '/_api/images/category/1.svg' },
  { category: 2, category_name: '미술·드로잉', icon: '/_api/images/category/2.svg' },
  { category: 3, category_name: '외국어', icon: '/_api/images/category/3.svg' },
];

export const SUB_CATEGORIES: Record<
  string,
  Array<{ sub_category: number; sub_category_name: string }>
> = {
  '1': [
    { sub_category: 11, sub_category_name: '요가' },
    { sub_category: 12, sub_category_name: '필라테스' },
  ],
  '2': [{ sub_category: 21, sub_category_name: '드로잉' }],
  '3': [{ sub_category: 31, sub_category_name: '영어회화' }],
};

/** Which classes belong to a category (and sub-category) in the fixture. */
export function classesOf(category: string, sub?: string | null): ClassCardData[] {
  const subs = SUB_CATEGORIES[category] ?? [];
  const names = subs
    .filter((s) => !sub || String(s.sub_category) === sub)
    .map((s) => s.sub_category_name);
  return CLASSES.filter((item) => names.some((name) => item.class_name.startsWith(name)));
}

const SORT_FIELDS: Record<string, (item: ClassCardData) => number> = {
  signup_cnt: (item) => item.signup_cnt,
  review_score: (item) => Number(item.review_score ?? 0),
  payment: (item) => Number(item.payment ?? 0),
  class_id: (item) => item.class_id,
};

function sortBy(
  list: ClassCardData[],
  field: string | null,
  order: string | null,
): ClassCardData[] {
  const key = SORT_FIELDS[field ?? ''];
  if (!key) return list;
  const direction = order === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => (key(a) - key(b)) * direction);
}

const SEARCH_ORDERS: Record<string, [string, string]> = {
  popular: ['signup_cnt', 'desc'],
  latest: ['class_id', 'desc'],
  rating: ['review_score', 'desc'],
};

interface State {
  recentKeywords: Record<string, Array<{ id: number; keyword: string }>>;
  recentClasses: Record<string, ClassCardData[]>;
}

function initialState(): State {
  return {
    recentKeywords: {
      '7': [
        { id: 1, keyword: '요가' },
        { id: 2, keyword: '드로잉' },
        { id: 3, keyword: '영어회화' },
      ],
    },
    recentClasses: { '7': [] },
  };
}

function defaultRoutes(state: State): Array<[string, string, Handler]> {
  return [
    [
      'POST',
      '/rec/api/v1/class/search_suggest',
      (req) => {
        const keyword = String(req.json.keyword ?? '');
        const keys = [`${keyword}`, `${keyword} 기초`, `${keyword} 자격증`, `왕초보 ${keyword}`];
        return ok({ data_list: keyword ? keys.map((key) => ({ key })) : [] });
      },
    ],
    ['POST', '/rec/api/v2/class/search', (req) => searchAnswer(req)],
    ['POST', '/rec/api/v2/class/search/:userId', (req) => searchAnswer(req)],
    [
      'GET',
      '/rec/api/v1/search_rank',
      () =>
        ok({
          search_list: ['요가', '드로잉', '영어회화', '주식', '베이킹'].map((keyword, i) => ({
            keyword,
            rank: i + 1,
          })),
        }),
    ],
    [
      'GET',
      '/rec/api/v1/log/search/:userId',
      (_req, p) => ok(state.recentKeywords[p.userId!] ?? []),
    ],
    [
      'DELETE',
      '/rec/api/v1/log/search/:userId/:keywordId',
      (_req, p) => {
        state.recentKeywords[p.userId!] = (state.recentKeywords[p.userId!] ?? []).filter(
          (k) => String(k.id) !== p.keywordId,
        );
        return ok(null);
      },
    ],
    [
      'DELETE',
      '/rec/api/v1/log/search/:userId',
      (_req, p) => {
        state.recentKeywords[p.userId!] = [];
        return ok(null);
      },
    ],
    [
      'GET',
      '/category',
      (req) => {
        const category = req.query.get('category');
        if (!category) return ok({ categoryList: CATEGORIES });
        if (!SUB_CATEGORIES[category]) return fail(404, '카테고리를 찾을 수 없어요');
        return ok({ subCategoryList: SUB_CATEGORIES[category] });
      },
    ],
    [
      'GET',
      '/category/class',
      (req) => {
        const q = req.query;
        const list = sortBy(
          classesOf(q.get('category') ?? '', q.get('sub_category')),
          q.get('sort_item'),
          q.get('order'),
        );
        const skip = Number(q.get('skip') ?? 0);
        const limit = Number(q.get('limit') ?? 20);
        return ok({ total_count: list.length, class_list: list.slice(skip, skip + limit) });
      },
    ],
    ['GET', '/rec/recom/main', () => ok({ recom_list: CLASSES.slice(0, 8) })],
    ['GET', '/rec/recom/main/:userId', () => ok({ recom_list: CLASSES.slice(8, 16) })],
    ['GET', '/rec/recom/:userId', () => ok({ recom_list: CLASSES.slice(16, 24) })],
    [
      'GET',
      '/rec/recom/keyword-base',
      () => ok({ keyword: '요가', keyword_type: 'popular', recom_list: CLASSES.slice(24, 30) }),
    ],
    [
      'GET',
      '/rec/recom/keyword-base/:userId',
      () => ok({ keyword: '드로잉', keyword_type: 'interest', recom_list: CLASSES.slice(30, 36) }),
    ],
    ['GET', '/rec/recom/event-base', () => ok({ recom_list: CLASSES.slice(36, 42) })],
    ['GET', '/rec/recom/event-base/:userId', () => ok({ recom_list: CLASSES.slice(36, 42) })],
    [
      'GET',
      '/pilot/appMainWeb',
      () =>
        ok({
          banner_list: [
            {
              banner_id: 1,
              image: '/_api/images/banner/1.svg',
              link: '/category?categoryId=1',
              title: '봄맞이 운동 클래스 특가',
            },
            {
              banner_id: 2,
              image: '/_api/images/banner/2.svg',
              link: '/search?keyword=드로잉',
              title: '드로잉 입문 기획전',
            },
          ],
          service_info: {},
        }),
    ],
    ['GET', '/log/view-class/:userId', (_req, p) => ok(state.recentClasses[p.userId!] ?? [])],
  ];
}

function searchAnswer(req: RecordedRequest): Reply {
  const {
    keyword = '',
    order = 'match_score',
    start = 0,
    end = 20,
  } = req.json as {
    keyword?: string;
    order?: string;
    start?: number;
    end?: number;
  };
  const matches = CLASSES.filter((item) => item.class_name.includes(String(keyword)));
  const [field, direction] = SEARCH_ORDERS[String(order)] ?? [null, null];
  const list = sortBy(matches, field, direction);
  return ok({ total_length: list.length, list: list.slice(Number(start), Number(end)) });
}

/** The fake API's routes, its fixture state new at start and at every reset(). */
export const fakeApiRoutes = () => defaultRoutes(initialState());
