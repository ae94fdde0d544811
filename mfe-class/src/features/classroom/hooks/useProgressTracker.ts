// Writes the watched position of the open lesson (rules in lessonProgress.ts) and seeks to the
// saved one when the video is ready. The page going away sends the last position by beacon.
import { useCallback, useEffect, useRef } from 'react';
import { saveLessonProgress, sendProgressBeacon, useMutation } from '@baeum/shared';
import type { LessonWire, ProgressAnswer, ProgressWrite } from '@baeum/shared';
import type { PlayerEvents } from '../components/LessonPlayer';
import { nextWrite, startPosition, type ProgressMark, type SaveReason } from './lessonProgress';

export function useProgressTracker({
  classId,
  lesson,
  onSaved,
}: {
  classId: string;
  lesson: LessonWire;
  onSaved(answer: ProgressAnswer): void;
}) {
  const mark = useRef<ProgressMark>({ savedAt: lesson.position_sec, doneSent: lesson.done });
  const last = useRef({ position: lesson.position_sec, duration: lesson.duration_sec });
  const { mutate, mutateAsync } = useMutation({
    mutationFn: (write: ProgressWrite) => saveLessonProgress(classId, lesson.lesson_id, write),
    onSuccess: onSaved,
  });

  const save = useCallback(
    (position: number, duration: number, reason: SaveReason) => {
      last.current = { position, duration };
      const write = nextWrite(mark.current, position, duration, reason);
      if (!write) return;
      mark.current = {
        savedAt: write.position_sec,
        doneSent: mark.current.doneSent || write.done === true,
      };
      mutate(write);
    },
    [mutate],
  );

  // Leaving the lesson for another lesson or page: an ordinary write. The page itself going away
  // (pagehide): a beacon, which outlives the page (it is signed in by the session cookie, so a
  // member signed in only by a token relies on the pause and 10 s writes).
  useEffect(() => {
    const lessonId = lesson.lesson_id;
    const pending = () => {
      const { position, duration } = last.current;
      const write = nextWrite(mark.current, position, duration, 'leave');
      if (write) mark.current = { ...mark.current, savedAt: write.position_sec };
      return write;
    };
    const onPageHide = () => {
      const write = pending();
      if (write) sendProgressBeacon(classId, lessonId, write);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      const write = pending();
      if (write) void saveLessonProgress(classId, lessonId, write).catch(() => undefined);
    };
  }, [classId, lesson.lesson_id]);

  const events: PlayerEvents = {
    onReady(video) {
      const duration = Number.isFinite(video.duration) ? video.duration : lesson.duration_sec;
      // After a failed load (다시 시도, a new address) it goes on from where it was playing.
      const at = startPosition(Math.max(mark.current.savedAt, last.current.position), duration);
      if (at > 0 && Math.abs(video.currentTime - at) > 1) video.currentTime = at;
    },
    onTime: (video) => save(video.currentTime, video.duration, 'tick'),
    onPause: (video) => {
      if (!video.ended) save(video.currentTime, video.duration, 'pause');
    },
    onEnded: (video) => save(video.currentTime, video.duration, 'done'),
  };

  /** A text lesson (or any lesson) marked done by hand. */
  const markDone = () => {
    mark.current = { ...mark.current, doneSent: true };
    return mutateAsync({ position_sec: Math.floor(last.current.position), done: true });
  };
  return { events, markDone };
}
