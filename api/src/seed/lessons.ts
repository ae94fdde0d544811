// Seeded lessons (issue 35): every class gets sections of lessons, most of them videos that really
// play — the sample clips of ./media (made by make-media.sh, committed), shared by every class
// under fixed store keys — and one or two text lessons with notes; the first two are free
// previews.
import type { Queryable } from '../db/types.ts';
import type { Rec } from './types.ts';

/** The committed sample clips: store keys (served from ./media, see services/lessonMedia.ts). */
export const SEED_CLIPS = [
  { key: 'seed/clip-1.mp4', duration_sec: 20 },
  { key: 'seed/clip-2.mp4', duration_sec: 30 },
  { key: 'seed/clip-3.mp4', duration_sec: 25 },
  { key: 'seed/clip-4.mp4', duration_sec: 15 },
] as const;
export const SEED_CAPTIONS = 'seed/captions-ko.vtt';
/** A text lesson's reading time. */
export const TEXT_LESSON_SEC = 180;

export interface LessonDraft {
  classId: number;
  /** 0-based position in the class and the class's lesson count. */
  index: number;
  count: number;
  section: number;
  sectionTitle: string;
  title: string;
  subject: string;
  /** A number drawn for this lesson (picks the clip; the random stream stays as it was). */
  draw: number;
}

export function makeLessonRows() {
  const sections: Rec[] = [];
  const lessons: Rec[] = [];
  let sectionId = 0;
  let lessonId = 0;
  let current = { classId: 0, section: 0, id: 0, seq: 0 };
  return {
    sections,
    lessons,
    add(d: LessonDraft) {
      if (current.classId !== d.classId || current.section !== d.section) {
        sectionId += 1;
        current = { classId: d.classId, section: d.section, id: sectionId, seq: 0 };
        sections.push({
          id: sectionId,
          class_id: d.classId,
          seq: d.section,
          title: d.sectionTitle,
        });
      }
      current.seq += 1;
      lessonId += 1;
      const text = d.index === 2 || (d.index === d.count - 1 && d.count % 2 === 0);
      const clip = SEED_CLIPS[d.draw % SEED_CLIPS.length]!;
      lessons.push({
        id: lessonId,
        class_id: d.classId,
        section_id: sectionId,
        seq: current.seq,
        title: d.title,
        kind: text ? 'text' : 'video',
        duration_sec: text ? TEXT_LESSON_SEC : clip.duration_sec,
        media_key: text ? null : clip.key,
        captions_key: text ? null : SEED_CAPTIONS,
        notes: text ? textNotes(d.subject) : videoNotes(d.subject),
        free_preview: d.index < 2,
      });
    },
  };
}

// Plain text (the classroom shows notes as text, never as markup): no Markdown signs.
function textNotes(subject: string): string {
  return [
    `「${subject}」 수업에서 꼭 알아 두면 좋은 내용을 글로 정리했어요. 천천히 읽고 다음 강의로 넘어가세요.`,
    `1. 오늘 배울 내용을 먼저 훑어보세요.\n2. 예제를 직접 따라 해 보세요.\n3. 막히는 부분은 메모해 두었다가 커뮤니티에 질문하세요.`,
    `다 읽었다면 '학습 완료로 표시'를 눌러 진도를 기록하세요.`,
  ].join('\n\n');
}

function videoNotes(subject: string): string {
  return `영상을 보며 ${subject}의 핵심을 따라 해 보세요. 자막(한국어)을 켜고 볼 수 있어요.`;
}

/**
 * Lesson progress that agrees with the seeded enrolments: a learner at N % has watched the first
 * N % of the lessons (rounded down), and `progress` becomes that exact share, as the server
 * computes it (services/classroom.ts, `recordProgress`). The last of them is where the learner
 * left off.
 */
export async function seedLessonProgress(tx: Queryable): Promise<void> {
  await tx.exec(`
    INSERT INTO lesson_progress (user_id, lesson_id, class_id, position_sec, done, updated_at)
    SELECT e.user_id, o.id, e.class_id, o.duration_sec, true, e.created_at + o.n * interval '1 hour'
    FROM enrollments e
    JOIN (SELECT l.id, l.class_id, l.duration_sec,
                 row_number() OVER (PARTITION BY l.class_id ORDER BY s.seq, l.seq, l.id) AS n,
                 COUNT(*) OVER (PARTITION BY l.class_id) AS total
          FROM lessons l JOIN class_sections s ON s.id = l.section_id) o ON o.class_id = e.class_id
    WHERE o.n <= floor(e.progress * o.total / 100.0);
    UPDATE enrollments e SET
      progress = (SELECT (100 * COUNT(*) FILTER (WHERE p.done) / NULLIF(COUNT(l.id), 0))::int
                  FROM lessons l LEFT JOIN lesson_progress p ON p.lesson_id = l.id AND p.user_id = e.user_id
                  WHERE l.class_id = e.class_id),
      last_lesson_id = last.lesson_id, last_position_sec = last.position_sec, last_watched_at = last.updated_at
    FROM (SELECT DISTINCT ON (user_id, class_id) user_id, class_id, lesson_id, position_sec, updated_at
          FROM lesson_progress ORDER BY user_id, class_id, updated_at DESC) last
    WHERE last.user_id = e.user_id AND last.class_id = e.class_id;
  `);
}
