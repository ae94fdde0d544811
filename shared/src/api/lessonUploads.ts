// Lesson video uploads (issue 36, upload widget): the tus endpoint the studio's widget sends the
// file to, and the status of an upload (api README "Lesson video uploads").
import { apiGet, resolveApiUrl } from './client';
import { seg } from './path';

export type LessonUploadState =
  'uploading' | 'processing' | 'ready' | 'failed' | 'cancelled' | 'replaced';

export interface LessonUploadStatusWire {
  upload_id: string;
  class_id: number;
  lesson_id: number;
  state: LessonUploadState;
  /** The server's Korean reason of a failed upload. */
  reason: string | null;
  size: number;
  /** Bytes the server has, while `uploading`; else null. */
  offset: number | null;
  mime: string | null;
  duration_sec: number | null;
  created_at: string;
  updated_at: string;
}

/** The tus endpoint (creation URL) as the client reaches the main server. */
export function lessonUploadEndpoint(): string {
  return resolveApiUrl('/next/studio/uploads');
}

export function fetchLessonUploadStatus(uploadId: string): Promise<LessonUploadStatusWire> {
  return apiGet<LessonUploadStatusWire>(`/next/studio/uploads/${seg(uploadId)}/status`);
}
