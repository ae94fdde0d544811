import { Link } from 'react-router-dom';
import { messages } from '../../../messages';
import styles from './ClassNotFound.module.scss';

/** An unknown class id: a 404 in Korean, with a way back to browsing. */
export function ClassNotFound() {
  const t = messages.notFound;
  return (
    <div className={styles['not-found']}>
      <p className={styles['not-found__code']} aria-hidden="true">
        404
      </p>
      <h1 className={styles['not-found__title']}>{t.title}</h1>
      <p className={styles['not-found__description']}>{t.description}</p>
      <Link className={styles['not-found__link']} to="/">
        {t.browse}
      </Link>
    </div>
  );
}
