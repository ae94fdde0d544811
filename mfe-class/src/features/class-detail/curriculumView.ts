import type { CurriculumItem } from '@baeum/shared';

export interface Lesson {
  key: string;
  /** 1-based, counted across chapters. */
  number: number;
  title: string;
  durationSec: number | null;
}

export interface Chapter {
  key: string;
  /** Empty when the class has no chapters: its lessons are shown as one list. */
  title: string;
  lessons: Lesson[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const wholeNumber = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : null;
};

/**
 * The curriculum as chapters of lessons. The wire items are flat, in order; an empty
 * chapter_title (or none, from an older server) leaves the lessons as one untitled list.
 */
export function toChapters(items: readonly CurriculumItem[]): Chapter[] {
  const chapters: Chapter[] = [];
  items.forEach((item, index) => {
    const title = text(item.chapter_title);
    const chapterKey = String(item.chapter ?? title);
    let chapter = chapters[chapters.length - 1];
    if (!chapter || chapter.key !== chapterKey) {
      chapter = { key: chapterKey, title, lessons: [] };
      chapters.push(chapter);
    }
    chapter.lessons.push({
      key: String(item.curriculum_id ?? index),
      number: index + 1,
      title: text(item.title),
      durationSec: wholeNumber(item.duration_sec),
    });
  });
  return chapters;
}

/** 754 → "12:34"; an hour or more → "1:02:03". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
