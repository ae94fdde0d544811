import { Link } from 'react-router-dom';
import { messages } from '../messages';
import styles from './NotFound.module.scss';

export function NotFound() {
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
