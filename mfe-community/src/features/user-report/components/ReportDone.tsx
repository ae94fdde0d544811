import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './UserReport.module.scss';

const t = messages.report;

/**
 * After a report: says it was received (and, for a post or reply, that it is now hidden from the
 * reporter); focus moves to the news so it is read out.
 */
export function ReportDone({ kind }: { kind: 'post' | 'reply' | 'user' }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby="report-done">
      <span className={styles.done__icon}>
        <Icon name="success" size={40} />
      </span>
      <h2 id="report-done" ref={heading} tabIndex={-1} className={styles.done__title}>
        {t.doneTitle}
      </h2>
      <p className={styles.done__description}>{t.doneDescriptionOf[kind]}</p>
      <Link className={styles.done__link} to="/community">
        {t.backToFeed}
      </Link>
    </section>
  );
}
