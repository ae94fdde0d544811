// The lesson video on kept parts: a native <video> with media-chrome's control layer (buttons,
// the seek bar and its keyboard shortcuts: space/K, ←/→ 5 s, M, F), never controls of our own.
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import {
  MediaCaptionsButton,
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPipButton,
  MediaPlayButton,
  MediaPlaybackRateButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
} from 'media-chrome/react';
import {
  MediaCaptionsMenu,
  MediaPlaybackRateMenu,
  MediaSettingsMenu,
  MediaSettingsMenuButton,
  MediaSettingsMenuItem,
} from 'media-chrome/react/menu';
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';
import type { LessonWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './LessonPlayer.module.scss';

addTranslation('ko', messages.player);
setLanguage('ko');

const t = messages.classroom;
/** ←/→ move 5 s (the keyboard rule); the buttons step the same. */
const SEEK_SEC = 5;
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2];
/** A double tap on a phone's video jumps this far, as video apps do. */
const DOUBLE_TAP_SEC = 10;

/**
 * A double tap (or double click) on the left or right third of the video jumps 10 s back or
 * forward; the middle is left to media-chrome (its own tap shows the controls).
 */
function withDoubleTapSeek(controller: HTMLElement | null) {
  if (!controller) return;
  controller.addEventListener(
    'dblclick',
    (event) => {
      const video = controller.querySelector('video');
      const target = event.target instanceof Element ? event.target : null;
      // Only on the picture: the control bars and menus keep their own double clicks.
      if (!video || !target || target.closest('media-control-bar, media-settings-menu')) return;
      const box = controller.getBoundingClientRect();
      const x = (event.clientX - box.left) / box.width;
      const step = x < 1 / 3 ? -DOUBLE_TAP_SEC : x > 2 / 3 ? DOUBLE_TAP_SEC : 0;
      if (!step) return;
      // Taken before media-chrome's own double click (full screen) sees it.
      event.preventDefault();
      event.stopImmediatePropagation();
      const end = Number.isFinite(video.duration) ? video.duration : Infinity;
      video.currentTime = Math.min(end, Math.max(0, video.currentTime + step));
    },
    { capture: true },
  );
}

/** ←/→ step: an attribute of media-chrome's controller that its React types do not name. */
function withSeekKeys(controller: HTMLElement | null) {
  controller?.setAttribute('keyboardforwardseekoffset', String(SEEK_SEC));
  controller?.setAttribute('keyboardbackwardseekoffset', String(SEEK_SEC));
}

/**
 * media-chrome's captions button says on/off with aria-checked but calls itself a button, where
 * aria-checked is not allowed (axe: aria-allowed-attr); as a switch the same state is valid.
 */
function asSwitch(button: HTMLElement | null) {
  button?.setAttribute('role', 'switch');
}

export interface PlayerEvents {
  /** The video knows its length: the place to seek to the saved position. */
  onReady(video: HTMLVideoElement): void;
  onTime(video: HTMLVideoElement): void;
  onPause(video: HTMLVideoElement): void;
  onEnded(video: HTMLVideoElement): void;
}

export function LessonPlayer({
  lesson,
  events,
  onRetry,
}: {
  lesson: LessonWire;
  events: PlayerEvents;
  /** A failed load: fetch a fresh signed address and carry on from the saved position. */
  onRetry(): void;
}) {
  const [failed, setFailed] = useState(false);
  // Each try is a new <video>: a failed element does not load again by itself.
  const [attempt, setAttempt] = useState(0);
  const on = (f: (v: HTMLVideoElement) => void) => (e: SyntheticEvent<HTMLVideoElement>) =>
    f(e.currentTarget);

  return (
    <div className={styles.player}>
      <MediaController
        className={styles.player__controller}
        ref={(el: HTMLElement | null) => {
          withSeekKeys(el);
          withDoubleTapSeek(el);
        }}
        defaultSubtitles
      >
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the lesson's WebVTT tracks are mapped in below; a lesson without one has none to give */}
        <video
          slot="media"
          key={`${lesson.media?.url ?? lesson.lesson_id}#${attempt}`}
          src={lesson.media?.url}
          preload="metadata"
          // The app's web view and iPhones play inline unless full screen is asked for.
          playsInline
          aria-label={t.player(lesson.title)}
          onLoadedMetadata={on((v) => {
            setFailed(false);
            events.onReady(v);
          })}
          onTimeUpdate={on(events.onTime)}
          onPause={on(events.onPause)}
          onEnded={on(events.onEnded)}
          onError={() => setFailed(true)}
        >
          {lesson.captions.map((c) => (
            <track
              key={c.url}
              kind="captions"
              src={c.url}
              srcLang={c.lang}
              label={c.label}
              default={c.lang === 'ko'}
            />
          ))}
        </video>
        <MediaLoadingIndicator slot="centered-chrome" noAutohide />
        {/* Phones (< 480 px): speed and captions live in this menu, the seek bar gets a row. */}
        <MediaSettingsMenu hidden anchor="auto" className={styles.player__menu}>
          <MediaSettingsMenuItem>
            {t.speed}
            <MediaPlaybackRateMenu slot="submenu" hidden rates={PLAYBACK_RATES}>
              <div slot="title">{t.speed}</div>
            </MediaPlaybackRateMenu>
          </MediaSettingsMenuItem>
          {lesson.captions.length > 0 && (
            <MediaSettingsMenuItem>
              {t.captions}
              <MediaCaptionsMenu slot="submenu" hidden>
                <div slot="title">{t.captions}</div>
              </MediaCaptionsMenu>
            </MediaSettingsMenuItem>
          )}
        </MediaSettingsMenu>
        <MediaControlBar className={styles['player__bar--range']}>
          <MediaTimeRange />
        </MediaControlBar>
        <MediaControlBar className={styles.player__bar}>
          <MediaPlayButton />
          <MediaSeekBackwardButton seekOffset={SEEK_SEC} className={styles.wide} />
          <MediaSeekForwardButton seekOffset={SEEK_SEC} className={styles.wide} />
          <MediaTimeRange className={styles.wide} />
          {/* A plain readout (noToggle): as a button its name would not be the time it shows. */}
          <MediaTimeDisplay showDuration noToggle className={styles.player__time} />
          <MediaMuteButton />
          <MediaPlaybackRateButton rates={PLAYBACK_RATES} className={styles.wide} />
          <MediaCaptionsButton ref={asSwitch} className={styles.wide} />
          <MediaPipButton className={styles.wide} />
          <MediaSettingsMenuButton className={styles.narrow} />
          <MediaFullscreenButton />
        </MediaControlBar>
      </MediaController>
      {failed && (
        <div className={styles.player__failed} role="alert">
          <p>{t.playbackFailed}</p>
          <button
            type="button"
            className={styles.player__retry}
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
              onRetry();
            }}
          >
            {t.retry}
          </button>
        </div>
      )}
    </div>
  );
}
