// The seeded catalogue grown to about `target` classes for the search bench (issue 50: a catalogue
// 10× the seed), made from the seeded classes under other title prefixes so that searches meet
// realistic names; their search columns are written on the first search.
import type { Db } from '../src/db/types.ts';

export async function growCatalogue(db: Db, target: number): Promise<void> {
  const prefixes = [
    '왕초보를 위한',
    '30일 완성',
    '하루 10분',
    '주말에 배우는',
    '현직자가 알려주는',
    '처음 시작하는',
    '누구나 쉽게',
    '기초부터 탄탄하게',
    '6주 완성',
    '실무에 바로 쓰는',
    '4주 만에 끝내는',
    '퇴근 후',
  ];
  const n = (await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM classes'))[0]?.n ?? 1;
  const copies = Math.max(0, Math.ceil(target / n) - 1);
  await db.query(
    `INSERT INTO classes (coach_id, category_id, sub_category_id, name, summary, description, keywords,
       level, photo, banner, price, discount, months, curriculum_cnt, open_flag, signup_cnt,
       review_cnt, review_sum, total_sec, has_preview, created_at)
     SELECT coach_id, category_id, sub_category_id,
       ($1::text[])[1 + (c.id + g) % array_length($1::text[], 1)] || ' ' || c.name || ' ' || g,
       summary, description, keywords, level, photo, banner, price, discount, months, curriculum_cnt,
       open_flag, (signup_cnt * (g % 7 + 1)) % 9000, review_cnt, review_sum, total_sec, has_preview,
       created_at
     FROM classes c, generate_series(1, $2::int) g WHERE c.id <= $3`,
    [prefixes, copies, n],
  );
  await db.exec('ANALYZE classes');
}
