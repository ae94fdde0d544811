// The classroom (issue #35): a learner who paid (or the class's coach) takes the class — the
// curriculum with each lesson's state, a lesson's notes and its short-lived signed media URL, and
// the watched position (monotonic on the server; the class progress is computed there).
import { XSRF_COOKIE, apiGet, apiPut, resolveApiUrl } from './client';
import { readCookie } from './credentials';
import { seg } from './path';
import type { Id } from './types';

export type LessonKind = 'video' | 'text';
export type LessonState = 'done' | 'current' | 'open' | 'locked';

export interface ClassroomLessonWire {
  lesson_id: number;
  title: string;
  kind: LessonKind;
  duration_sec: number;
  free_preview: boolean;
  state: LessonState;
  position_sec: number;
}

export interface ClassroomSectionWire {
  section_id: number;
  seq: number;
  title: string;
  lessons: ClassroomLessonWire[];
}

export interface ClassProgressWire {
  done: number;
  total: number;
  percent: number;
}

export interface ClassroomWire {
  class: {
    class_id: number;
    class_name: string;
    class_photo: string;
    open_flag: string;
    coach: { user_id: number; user_name: string; user_photo: string | null };
  };
  /** A paid enrolment (learner) or the class's coach. */
  role: 'learner' | 'coach';
  sections: ClassroomSectionWire[];
  /** Where 이어서 학습하기 opens: the last lesson watched (or the next not done) and its position. */
  resume: { lesson_id: number; position_sec: number } | null;
  progress: ClassProgressWire;
  progress_interval_sec: number;
}

export interface SignedUrlWire {
  /** Short-lived and signed for this member; fetch the lesson again past `expires_at`. */
  url: string;
  expires_at: string;
}

export interface LessonCaptionWire extends SignedUrlWire {
  lang: string;
  label: string;
}

export interface LessonWire {
  lesson_id: number;
  class_id: number;
  section: { section_id: number; title: string };
  title: string;
  kind: LessonKind;
  duration_sec: number;
  free_preview: boolean;
  notes: string;
  access: 'learner' | 'coach' | 'preview';
  position_sec: number;
  done: boolean;
  /** Null for a text lesson. */
  media: SignedUrlWire | null;
  captions: LessonCaptionWire[];
  prev_lesson_id: number | null;
  next_lesson_id: number | null;
}

export interface ProgressWrite {
  position_sec: number;
  done?: boolean;
}

export interface ProgressAnswer {
  lesson_id: number;
  position_sec: number;
  done: boolean;
  progress: ClassProgressWire;
}

/** `GET /new/classroom/{classId}`: 401 visitor, 403 not taking the class, 404 unknown class. */
export function fetchClassroom(classId: Id): Promise<ClassroomWire> {
  return apiGet<ClassroomWire>(`/next/classroom/${seg(classId)}`);
}

/** `GET /new/classroom/{classId}/lessons/{lessonId}`: notes and the signed media URL. */
export function fetchLesson(classId: Id, lessonId: Id): Promise<LessonWire> {
  return apiGet<LessonWire>(`/next/classroom/${seg(classId)}/lessons/${seg(lessonId)}`);
}

/** `PUT …/progress`: a later, smaller position never moves the server's back. */
export function saveLessonProgress(
  classId: Id,
  lessonId: Id,
  write: ProgressWrite,
): Promise<ProgressAnswer> {
  return apiPut<ProgressAnswer>(
    `/next/classroom/${seg(classId)}/lessons/${seg(lessonId)}/progress`,
    write,
  );
}

/**
 * The last position as the page goes away (pagehide): `navigator.sendBeacon` survives the
 * unload where a request would be cancelled. It carries the session cookie but cannot set a
 * header, so the XSRF token goes in the body (`xsrf`). False when the browser did not queue it.
 */
export function sendProgressBeacon(classId: Id, lessonId: Id, write: ProgressWrite): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const url = resolveApiUrl(`/next/classroom/${seg(classId)}/lessons/${seg(lessonId)}/progress`);
  const body = new Blob([JSON.stringify({ ...write, xsrf: readCookie(XSRF_COOKIE) ?? '' })], {
    type: 'text/plain',
  });
  return navigator.sendBeacon(url, body);
}
