import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  Icon,
  nativeBridge,
  isBookmarked,
  openModal,
  useAtomValue,
  useClassBookmark,
  userAtom,
  viaApp,
} from '@baeum/shared';
import type { ClassSummary } from '@baeum/shared';
import { messages } from '../../../messages';
import { preloadClassroom } from '../../../lib/classroom';
import styles from './ClassActions.module.scss';

const t = messages.actions;

/**
 * What a learner does with the class: bookmark (at once, rolled back on failure), share, and
 * the way in — a visitor to the log-in and then the checkout, a learner to the checkout, a
 * learner who takes it to the lessons and the review prompt. A bar at the bottom on phones, part
 * of the side card on wide screens.
 */
export function ClassActions({ summary }: { summary: ClassSummary }) {
  const user = useAtomValue(userAtom);
  const id = summary.class_id;
  // The cached summary: a toggle here or on any card of the class patches it (useClassBookmark).
  const bookmarked = isBookmarked(summary.class_have_status);
  const bookmarkToggle = useClassBookmark();
  const signedIn = user.id !== null;
  const enrolled = signedIn && summary.pay_yn === 'Y';
  const checkoutPath = `/class/open_class/${id}`;
  // The classroom is one press away: its code and answers load while this page is idle.
  useEffect(() => {
    if (!enrolled || user.id === null) return;
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => preloadClassroom(String(id), user.id!));
    return () => cancel(handle);
  }, [enrolled, id, user.id]);

  const bookmark = () => {
    if (!signedIn) return void openModal('Login');
    bookmarkToggle.mutate({ classId: id, current: bookmarked ? 'Y' : 'N' });
  };
  // In the app (from 210) the native class tab takes over the way in.
  const classTab = (tab: 'lecture' | 'class') =>
    viaApp(() => nativeBridge.classTab({ classId: id, tab }));
  const share = () =>
    openModal('ClassShare', {
      url: `${window.location.origin}/class/${id}`,
      title: t.shareTitle(summary.class_name),
      linkLabel: t.shareLink,
    });

  return (
    <div className={styles.actions} role="group" aria-label={t.label}>
      <button
        type="button"
        className={styles.actions__icon}
        aria-pressed={bookmarked}
        aria-label={bookmarked ? t.bookmarked : t.bookmark}
        onClick={bookmark}
      >
        <Icon
          name="bookmark"
          size={22}
          className={bookmarked ? styles['actions__on'] : undefined}
        />
      </button>
      <button type="button" className={styles.actions__icon} aria-label={t.share} onClick={share}>
        <Icon name="share" size={22} />
      </button>
      {enrolled ? (
        <div className={styles.actions__main}>
          <Link
            className={styles.actions__primary}
            to={`/class/lecture/${id}`}
            onClick={classTab('lecture')}
          >
            {t.continue}
            {summary.progress != null && (
              <span className={styles.actions__progress}>{t.progress(summary.progress)}</span>
            )}
          </Link>
          <Link className={styles.actions__secondary} to={`/class/${id}/review/write`}>
            {t.writeReview}
          </Link>
          <span className="visually-hidden">{t.enrolled}</span>
        </div>
      ) : signedIn ? (
        <Link className={styles.actions__primary} to={checkoutPath} onClick={classTab('class')}>
          {t.enrol}
        </Link>
      ) : (
        // A visitor logs in first and then lands on this class's checkout (issue #37); without
        // script the link itself leads there, and the checkout asks for the log-in.
        <Link
          className={styles.actions__primary}
          to={checkoutPath}
          onClick={(event) => {
            classTab('class')(event);
            if (event.isDefaultPrevented()) return;
            event.preventDefault();
            openModal('Login', { returnTo: checkoutPath });
          }}
        >
          {t.enrol}
        </Link>
      )}
    </div>
  );
}
