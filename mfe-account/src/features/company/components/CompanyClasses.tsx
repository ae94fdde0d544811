import { cx } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { MySection } from '../../../components/MySection';
import { classPath } from '../../../lib/useOpenClass';
import { messages } from '../../../messages';
import { useCompany } from '../hooks/useCompany';
import styles from './CompanyClasses.module.scss';

const t = messages.company;

/**
 * The company block of /my (spec §3 company, compulsory.enrolled): the member's company and
 * its compulsory classes, each marked taken or not. Nothing at all for a member the business
 * server does not know, while it loads, or when it fails: the rest of /my never waits on it.
 */
export function CompanyClasses({ userId }: { userId: number }) {
  const { data } = useCompany(userId);
  if (!data) return null;
  const enrolled = new Set(data.enrolled.map((item) => item.class_id));
  const title = t.title(data.company.company_name);
  return (
    <MySection id="my-company" title={title}>
      <p className={styles.progress}>{t.progress(enrolled.size, data.compulsory.length)}</p>
      {data.compulsory.length > 0 && (
        <ul className={styles.list} aria-label={t.listLabel}>
          {data.compulsory.map((item) => {
            const taken = enrolled.has(item.class_id);
            return (
              <li key={item.class_id}>
                <AppLink to={classPath(item)} className={styles.row}>
                  {item.class_photo ? (
                    <img
                      className={styles.row__photo}
                      src={item.class_photo}
                      alt=""
                      loading="lazy"
                    />
                  ) : (
                    <span className={styles.row__photo} />
                  )}
                  <span className={styles.row__text}>
                    <span className={styles.row__name}>{item.class_name}</span>
                    {item.coach_name && (
                      <span className={styles.row__coach}>{item.coach_name}</span>
                    )}
                  </span>
                  <span className={cx(styles.row__status, taken && styles['row__status--taken'])}>
                    {taken ? t.enrolled : t.notEnrolled}
                  </span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      )}
    </MySection>
  );
}
