import { Link } from 'react-router-dom';
import { usePageTitle } from '@baeum/shared';
import { messages } from '../messages';
import styles from './NotFound.module.scss';

/** A path no remote owns: the Korean not-found page, titled like every page. */
export function NotFound() {
  usePageTitle(messages.notFound.title);
  return (
    <section className={styles.notFound}>
      <h1 className={styles.notFound__title}>{messages.notFound.title}</h1>
      <p className={styles.notFound__body}>{messages.notFound.body}</p>
      <Link className={styles.notFound__home} to="/">
        {messages.notFound.home}
      </Link>
    </section>
  );
}
