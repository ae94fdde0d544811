// Seeded catalog: categories, sub-categories, classes with lessons and prices, banners, events.
import type { Gen, Rec } from './types.ts';
import { CLASSES_PER_CATEGORY, DAY, HOUR } from './types.ts';
import {
  CURRICULUM_CHAPTERS,
  LESSON_TEMPLATES,
  LEVELS,
  TITLE_PREFIXES,
  TITLE_SUFFIXES,
} from './data.ts';
import { CATEGORIES } from './categoryData.ts';
import { josa } from './korean.ts';
import { makeLessonRows } from './lessons.ts';

export function makeCatalog(g: Gen, coachIds: number[]) {
  const { rng } = g;
  const categories: Rec[] = [];
  const subs: Rec[] = [];
  const classes: Rec[] = [];
  const lessonRows = makeLessonRows();
  const titles = new Set<string>();
  let subId = 0;
  let classId = 0;
  const otherCoaches = coachIds.filter((id) => id !== 2);
  CATEGORIES.forEach((cat, ci) => {
    const categoryId = ci + 1;
    categories.push({
      id: categoryId,
      name: cat.name,
      icon: `/images/category/${categoryId}.webp`,
      icon_key: cat.icon,
      color: cat.color,
      sort: categoryId,
    });
    const subIds = cat.subs.map((s, si) => {
      subId += 1;
      subs.push({ id: subId, category_id: categoryId, name: s.name, sort: si + 1 });
      return subId;
    });
    // 3-4 coaches per category; the demo coach also teaches drawing and office skills.
    const pool = otherCoaches.slice((ci * 47) / 14, ((ci + 1) * 47) / 14 + 1);
    const demoCoachHere = cat.name === '드로잉' || cat.name === '업무 생산성';
    const topics = cat.subs.flatMap((s, si) => s.subjects.map((subject) => ({ subject, si })));
    for (let n = 0; n < CLASSES_PER_CATEGORY; n++) {
      const topic = topics[n % topics.length]!;
      let title: string;
      if (n === 0 && cat.name === '드로잉') title = '왕초보를 위한 아이패드 드로잉';
      else if (n === 0 && cat.name === '업무 생산성') title = '30일 완성 엑셀 실무';
      else {
        let tries = 0;
        do {
          const shape = rng.int(0, 2);
          const prefix = rng.pick(TITLE_PREFIXES);
          const suffix = rng.pick(TITLE_SUFFIXES);
          title =
            shape === 0
              ? `${prefix} ${topic.subject}`
              : shape === 1
                ? `${topic.subject} ${suffix}`
                : `${prefix} ${topic.subject} ${suffix}`;
          tries++;
        } while (titles.has(title) && tries < 50);
        if (titles.has(title)) title = `${topic.subject} 시즌 ${n + 1}`;
      }
      titles.add(title);
      classId += 1;
      const sub = cat.subs[topic.si]!;
      const coachId = demoCoachHere && n % 5 === 0 ? 2 : pool[n % pool.length]!;
      const level = /왕초보|처음|누구나|기초|입문|첫걸음/.test(title)
        ? '입문'
        : /실무|현직자|실전|마스터|고급/.test(title)
          ? rng.pick(['중급', '고급'])
          : rng.pick(LEVELS.slice(0, 3));
      const lessons = rng.int(8, 24);
      const chapters = Math.min(CURRICULUM_CHAPTERS.length, Math.max(3, Math.round(lessons / 5)));
      for (let l = 0; l < lessons; l++) {
        const chapter = Math.floor((l * chapters) / lessons);
        const template =
          l === 0
            ? LESSON_TEMPLATES[0]!
            : LESSON_TEMPLATES[1 + ((l - 1) % (LESSON_TEMPLATES.length - 1))]!;
        // Two draws per lesson, as when lessons had made-up lengths: the stream stays the same.
        const draw = rng.int(4, 28) + rng.int(0, 59);
        lessonRows.add({
          classId,
          index: l,
          count: lessons,
          section: chapter + 1,
          sectionTitle: CURRICULUM_CHAPTERS[chapter]!,
          title: template.replaceAll('{s}', topic.subject),
          subject: topic.subject,
          draw,
        });
      }
      const keywords = [...sub.keywords, sub.name, cat.name, ...topic.subject.split(/\s+/)];
      const signups = Math.floor(rng.next() ** 3 * 9000) + rng.int(20, 300);
      classes.push({
        id: classId,
        coach_id: coachId,
        category_id: categoryId,
        sub_category_id: subIds[topic.si]!,
        name: title,
        summary: `${josa(topic.subject, '을', '를')} 처음부터 차근차근, ${lessons}개의 강의로 완성해요.`,
        description: [
          `「${title}」에 오신 것을 환영합니다.`,
          `${josa(topic.subject, '은', '는')} 생각보다 어렵지 않아요. 기본 개념부터 실전 예제까지, 혼자서도 끝까지 따라올 수 있도록 구성했습니다.`,
          `이런 분께 추천해요: ${sub.name}에 관심은 있지만 어디서부터 시작할지 모르는 분, 꾸준히 연습할 동기가 필요한 분.`,
          `클래스를 마치면 나만의 결과물을 완성하고, 커뮤니티에서 다른 수강생들과 피드백을 나눌 수 있어요.`,
        ].join('\n\n'),
        keywords: [...new Set(keywords)].join(','),
        level,
        photo: `/images/class/${classId}.webp`,
        banner: `/images/class/${classId}/small.webp`,
        price: rng.pick([9900, 12900, 14900, 16900, 19900, 24900, 29900, 34900, 39900, 49000]),
        discount: rng.pick([0, 0, 10, 15, 20, 25, 30, 30, 35, 40, 45, 50, 55, 60]),
        months: rng.pick([3, 5, 5, 6, 12]),
        curriculum_cnt: lessons,
        open_flag: rng.chance(0.96) ? 'Y' : 'N',
        community_yn: rng.chance(0.4) ? 'Y' : 'N',
        community_id: 0,
        signup_cnt: signups,
        view_cnt: signups * rng.int(3, 9),
        created_at: g.ago(rng.int(1, 720) * DAY + rng.int(0, 23) * HOUR),
      });
    }
  });
  for (const c of classes) if (c.community_yn === 'Y') c.community_id = 1000 + (c.id as number);
  return { categories, subs, classes, sections: lessonRows.sections, lessons: lessonRows.lessons };
}
