// The classroom (issue #35): a learner who paid (or the class's coach) takes the class — the
// curriculum with each lesson's state, a lesson's notes and its short-lived signed media URL, and
// the watched position (monotonic on the server; the class progress is computed there).
import { apiGet, apiPut, resolveApiUrl } from './client';
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
  title: string;
  lessons: ClassroomLessonWire[];
}

export interface ClassProgressWire {
  done: number;
  total: number;
  percent: number;
}

export interface ClassroomWire {
  class_id: number;
  class_name: string;
  coach_id: number;
  coach_name: string;
  sections: ClassroomSectionWire[];
  /** Where 이어서 학습하기 opens: the last lesson watched and its position. */
  resume: { lesson_id: number; position_sec: number } | null;
  progress: ClassProgressWire;
  /** Proves the member to the progress beacon, which cannot carry the XSRF header. */
  beacon_token: string;
}

export interface LessonCaptionWire {
  url: string;
  lang: string;
  label: string;
}

export interface LessonWire {
  lesson_id: number;
  title: string;
  kind: LessonKind;
  duration_sec: number;
  notes: string;
  /** Signed and short-lived; null for a text lesson. */
  media_url: string | null;
  captions: LessonCaptionWire[];
  position_sec: number;
  done: boolean;
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
 * unload where a request would be cancelled. It carries the session cookie but no XSRF header,
 * so the classroom's beacon token goes in the body. False when the browser refused to queue it.
 */
export function sendProgressBeacon(
  classId: Id,
  lessonId: Id,
  write: ProgressWrite,
  beaconToken: string,
): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const url = resolveApiUrl(
    `/next/classroom/${seg(classId)}/lessons/${seg(lessonId)}/progress/beacon`,
  );
  const body = new Blob([JSON.stringify({ ...write, beacon_token: beaconToken })], {
    type: 'text/plain',
  });
  return navigator.sendBeacon(url, body);
}
