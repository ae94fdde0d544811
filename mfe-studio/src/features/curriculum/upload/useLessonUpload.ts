import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import type { DetailedError } from 'tus-js-client';
import {
  authHeaders,
  fetchLessonUploadStatus,
  lessonUploadEndpoint,
  failureMessage,
  useQueryClient,
} from '@baeum/shared';
import { messages } from '../../../messages';
import { curriculumQuery } from '../queries';
import { uploadSettings } from './settings';

const t = messages.lessonUpload;

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number; total: number; paused: boolean; secondsLeft: number | null }
  | { kind: 'processing' }
  | { kind: 'ready'; durationSec: number | null }
  | { kind: 'failed'; reason: string }
  | { kind: 'cancelled' };

/** The server's Korean reason (its `{ code, message }` envelope), else a general one. */
function reasonOf(error: Error): string {
  const body = (error as DetailedError).originalResponse?.getBody();
  if (body) {
    try {
      const { message } = JSON.parse(body) as { message?: unknown };
      if (typeof message === 'string' && message) return message;
    } catch {
      // not the envelope: tus's own answer or a proxy's page
    }
  }
  return t.failed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One lesson's video upload with tus: picking a file starts it — or continues an upload of the
 * same file that stopped (a reload, a closed tab: the tus fingerprint in localStorage names it);
 * pause, resume and cancel; then the server's processing is polled until ready or failed.
 */
export function useLessonUpload(classId: number, lessonId: number) {
  const client = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const upload = useRef<Upload | null>(null);
  /** Where the current run started (time, bytes), for the time left; sent < 0: not yet known. */
  const run = useRef({ time: 0, sent: -1 });
  const alive = useRef(true);
  const paused = useRef(false);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      // Leaving the page stops sending; the bytes stay on the server to be continued.
      void upload.current?.abort(false);
    };
  }, []);

  const show = useCallback((next: UploadPhase) => {
    if (alive.current) setPhase(next);
  }, []);

  const poll = useCallback(
    async (uploadId: string) => {
      show({ kind: 'processing' });
      while (alive.current) {
        try {
          const status = await fetchLessonUploadStatus(uploadId);
          if (status.state === 'ready') {
            show({ kind: 'ready', durationSec: status.duration_sec });
            void client.invalidateQueries({ queryKey: curriculumQuery(classId).queryKey });
            return;
          }
          if (status.state !== 'uploading' && status.state !== 'processing') {
            show({ kind: 'failed', reason: status.reason ?? t.failed });
            return;
          }
        } catch (error) {
          show({ kind: 'failed', reason: failureMessage(error, t.failed) });
          return;
        }
        await sleep(uploadSettings().pollMs);
      }
    },
    [classId, client, show],
  );

  const pick = useCallback(
    async (file: File) => {
      void upload.current?.abort(false);
      const settings = uploadSettings();
      const up: Upload = new Upload(file, {
        // Absolute: tus resolves the relative Location the server answers against it.
        endpoint: new URL(lessonUploadEndpoint(), window.location.href).href,
        chunkSize: settings.chunkSize,
        retryDelays: settings.retryDelays,
        ...(settings.httpStack ? { httpStack: settings.httpStack } : {}),
        metadata: {
          class_id: String(classId),
          lesson_id: String(lessonId),
          filename: file.name,
          filetype: file.type,
        },
        // The same file for the same lesson continues; another lesson's upload never does.
        fingerprint: () =>
          Promise.resolve(
            [
              'baeum-lesson',
              classId,
              lessonId,
              file.name,
              file.type,
              file.size,
              file.lastModified,
            ].join('-'),
          ),
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        // Fresh credentials on every request (a token may be renewed during a long upload).
        onBeforeRequest: async (req) => {
          for (const [name, value] of Object.entries(await authHeaders()))
            req.setHeader(name, value);
        },
        onProgress: (sent, total) => {
          const now = Date.now();
          if (run.current.sent < 0) run.current = { time: now, sent };
          const seconds = (now - run.current.time) / 1000;
          const rate = seconds > 0 ? (sent - run.current.sent) / seconds : 0;
          show({
            kind: 'uploading',
            sent,
            total,
            paused: paused.current,
            secondsLeft: paused.current ? null : rate > 0 ? (total - sent) / rate : null,
          });
        },
        onSuccess: () => {
          const id = up.url?.split('/').pop();
          upload.current = null;
          if (id) void poll(id);
          else show({ kind: 'failed', reason: t.failed });
        },
        onError: (error) => {
          upload.current = null;
          show({ kind: 'failed', reason: reasonOf(error) });
        },
      });
      upload.current = up;
      paused.current = false;
      run.current = { time: 0, sent: -1 };
      show({ kind: 'uploading', sent: 0, total: file.size, paused: false, secondsLeft: null });
      const [previous] = await up.findPreviousUploads();
      if (previous) up.resumeFromPreviousUpload(previous);
      up.start();
    },
    [classId, lessonId, poll, show],
  );

  const pause = useCallback(() => {
    paused.current = true;
    void upload.current?.abort(false);
    setPhase((p) => (p.kind === 'uploading' ? { ...p, paused: true, secondsLeft: null } : p));
  }, []);

  const resume = useCallback(() => {
    if (!upload.current) return;
    paused.current = false;
    run.current = { time: 0, sent: -1 };
    setPhase((p) => (p.kind === 'uploading' ? { ...p, paused: false } : p));
    upload.current.start();
  }, []);

  /** Stops and deletes the upload on the server (its bytes and its reservation go). */
  const cancel = useCallback(async () => {
    const up = upload.current;
    upload.current = null;
    try {
      await up?.abort(true);
    } catch {
      // the server forgets an unfinished upload anyway; the widget is ready for another file
    }
    show({ kind: 'cancelled' });
  }, [show]);

  return { phase, pick, pause, resume, cancel };
}
