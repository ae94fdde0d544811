import type { ChangeEvent } from 'react';
import { Button } from '@baeum/shared';
import type { StudioLessonWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { useLessonUpload } from './useLessonUpload';
import type { UploadPhase } from './useLessonUpload';
import styles from './LessonUpload.module.scss';

const t = messages.lessonUpload;

const ACCEPT = 'video/mp4,video/webm';

export function lengthText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return t.length(Math.floor(whole / 60), whole % 60);
}

function timeLeftText(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  return seconds < 60
    ? t.timeLeftSec(Math.max(1, Math.ceil(seconds)))
    : t.timeLeftMin(Math.ceil(seconds / 60));
}

function Progress({
  phase,
  title,
  onPause,
  onResume,
  onCancel,
}: {
  phase: Extract<UploadPhase, { kind: 'uploading' }>;
  title: string;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  const percent = phase.total > 0 ? Math.floor((phase.sent / phase.total) * 100) : 0;
  const left = phase.paused
    ? t.paused
    : (timeLeftText(phase.secondsLeft) ?? (phase.sent ? null : t.starting));
  return (
    <div className={styles.progress}>
      <span className={styles.progress__label} aria-hidden="true">
        {t.uploading}
      </span>
      <progress
        className={styles.progress__bar}
        max={100}
        value={percent}
        aria-label={t.progress(title)}
        aria-valuetext={t.percent(percent)}
      />
      <span className={styles.progress__text} aria-live="polite">
        <strong>{t.percent(percent)}</strong>
        {left && <span> · {left}</span>}
      </span>
      <span className={styles.buttons}>
        {phase.paused ? (
          <Button size="sm" variant="secondary" onClick={onResume}>
            {t.resume}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={onPause}>
            {t.pause}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </span>
    </div>
  );
}

/**
 * A video lesson's video: what it has (영상 있음 · 길이 / 영상 없음), and the upload — a file input
 * (MP4, WebM), the progress with the time left, 일시정지 / 이어 올리기 / 취소, then the server's
 * processing (처리 중…) until the video is ready or refused with the server's reason.
 */
export function LessonUpload({
  classId,
  lesson,
}: {
  classId: number;
  lesson: Pick<StudioLessonWire, 'lesson_id' | 'title' | 'has_video' | 'duration_sec'>;
}) {
  const { phase, pick, pause, resume, cancel } = useLessonUpload(classId, lesson.lesson_id);
  const busy = phase.kind === 'uploading' || phase.kind === 'processing';
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be picked again (to continue it)
    if (file) void pick(file);
  };

  const ready = phase.kind === 'ready' || (lesson.has_video && !busy && phase.kind !== 'failed');
  const duration = phase.kind === 'ready' ? phase.durationSec : lesson.duration_sec;
  return (
    <div className={styles.upload} data-lesson-id={lesson.lesson_id}>
      <span className={ready ? styles['state--on'] : styles.state} role="status">
        {ready ? t.ready : messages.curriculum.mediaNone}
        {ready && duration ? ` · ${lengthText(duration)}` : ''}
      </span>
      {phase.kind === 'uploading' && (
        <Progress
          phase={phase}
          title={lesson.title}
          onPause={pause}
          onResume={resume}
          onCancel={() => void cancel()}
        />
      )}
      {phase.kind === 'processing' && (
        <div className={styles.progress}>
          <progress
            className={styles.progress__bar}
            max={100}
            value={100}
            aria-label={t.progress(lesson.title)}
            aria-valuetext={t.percent(100)}
          />
          <span className={styles.progress__text} role="status">
            <strong>{t.percent(100)}</strong> · {t.processing}
          </span>
        </div>
      )}
      {phase.kind === 'failed' && (
        <span className={styles.error} role="alert">
          {phase.reason}
        </span>
      )}
      {phase.kind === 'cancelled' && <span className={styles.hint}>{t.cancelled}</span>}
      {!busy && (
        <label className={styles.pick}>
          {phase.kind === 'failed' ? t.pickAgain : t.pick}
          <input
            type="file"
            accept={ACCEPT}
            className={styles.pick__input}
            aria-label={t.pickFor(lesson.title)}
            onChange={onFile}
          />
        </label>
      )}
      {!busy && !ready && phase.kind !== 'failed' && <span className={styles.hint}>{t.hint}</span>}
    </div>
  );
}
