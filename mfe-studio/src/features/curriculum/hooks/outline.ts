// The curriculum's order as the editor changes it: pure steps on the outline (sections, each
// with its lessons), and the whole outline as `PUT …/curriculum/order` takes it.
import type { StudioCurriculumWire, StudioSectionWire } from '@baeum/shared';

type Sections = StudioSectionWire[];

const moved = <T>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** A section one place up (-1) or down (+1); unchanged at either end. */
export function moveSection(sections: Sections, sectionId: number, by: -1 | 1): Sections {
  const from = sections.findIndex((s) => s.section_id === sectionId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= sections.length) return sections;
  return moved(sections, from, to);
}

/** Where a lesson is: its section's index and its own. */
export function findLesson(sections: Sections, lessonId: number): [number, number] {
  for (const [si, s] of sections.entries()) {
    const li = s.lessons.findIndex((l) => l.lesson_id === lessonId);
    if (li >= 0) return [si, li];
  }
  return [-1, -1];
}

/** Puts a lesson at `index` of a section (its own or another). */
export function placeLesson(
  sections: Sections,
  lessonId: number,
  sectionId: number,
  index: number,
): Sections {
  const [si, li] = findLesson(sections, lessonId);
  if (si < 0) return sections;
  const lesson = sections[si]!.lessons[li]!;
  const without = sections.map((s, i) =>
    i === si ? { ...s, lessons: s.lessons.filter((l) => l.lesson_id !== lessonId) } : s,
  );
  return without.map((s) =>
    s.section_id === sectionId
      ? {
          ...s,
          lessons: [...s.lessons.slice(0, index), lesson, ...s.lessons.slice(index)],
        }
      : s,
  );
}

/**
 * A lesson one place up or down; past its section's first or last place it goes to the end of
 * the section before or the start of the section after. Unchanged at the outline's ends.
 */
export function moveLesson(sections: Sections, lessonId: number, by: -1 | 1): Sections {
  const [si, li] = findLesson(sections, lessonId);
  if (si < 0) return sections;
  const own = sections[si]!;
  const to = li + by;
  if (to >= 0 && to < own.lessons.length)
    return placeLesson(sections, lessonId, own.section_id, to);
  const next = sections[si + by];
  if (!next) return sections;
  return placeLesson(sections, lessonId, next.section_id, by < 0 ? next.lessons.length : 0);
}

/** Whether a lesson can go up / down at all. */
export function lessonCanMove(sections: Sections, lessonId: number) {
  const [si, li] = findLesson(sections, lessonId);
  const last = sections.length - 1;
  return {
    up: si > 0 || li > 0,
    down: si >= 0 && (si < last || li < sections[si]!.lessons.length - 1),
  };
}

/** The lesson's place in the whole outline, 1-based, and the count of lessons. */
export function lessonPosition(sections: Sections, lessonId: number): [number, number] {
  const all = sections.flatMap((s) => s.lessons.map((l) => l.lesson_id));
  return [all.indexOf(lessonId) + 1, all.length];
}

/** The whole outline in its order, as `PUT …/curriculum/order` takes it. */
export function orderOf(sections: Sections) {
  return sections.map((s) => ({
    section_id: s.section_id,
    lesson_ids: s.lessons.map((l) => l.lesson_id),
  }));
}

/** The outline with new sections (numbers follow the order, as the server will store them). */
export function withSections(
  outline: StudioCurriculumWire,
  sections: Sections,
): StudioCurriculumWire {
  return {
    ...outline,
    sections: sections.map((s, i) => ({
      ...s,
      seq: i + 1,
      lessons: s.lessons.map((l, j) => ({ ...l, seq: j + 1 })),
    })),
  };
}
