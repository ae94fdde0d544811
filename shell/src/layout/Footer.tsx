import { Link } from 'react-router-dom';
import {
  formatNumber,
  formatRating,
  safeExternalHref,
  serviceQueries,
  useQuery,
} from '@baeum/shared';
import type { ServiceInfoWire } from '@baeum/shared';
import { messages } from '../messages';
import styles from './Footer.module.scss';

const t = messages.footer;

/** A site path goes through the router; an http(s) address opens as a plain link; else nothing. */
function FooterLink({ to, children }: { to: string | undefined; children: string }) {
  if (!to) return null;
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <li>
        <Link to={to}>{children}</Link>
      </li>
    );
  }
  const href = safeExternalHref(to);
  return href ? (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    </li>
  ) : null;
}

function Figures({ info }: { info: ServiceInfoWire }) {
  const rows = [
    [t.classes, t.items(formatNumber(info.class_cnt))],
    [t.coaches, t.people(formatNumber(info.coach_cnt))],
    [t.learners, t.people(formatNumber(info.user_cnt))],
    [t.reviews, t.items(formatNumber(info.review_cnt))],
    [t.rating, info.review_cnt > 0 ? formatRating(info.review_score) : '-'],
  ] as const;
  return (
    <dl className={styles.figures} aria-label={t.figures}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The service footer of the web (never in the app's web view), from `service_info`. It sits
 * below the page and keeps its height while the info loads, so it never moves what is above.
 */
export function Footer() {
  const answer = useQuery(serviceQueries.info());
  const info = answer.data?.service_info;
  return (
    <footer className={styles.footer} aria-label={t.label}>
      <div className={styles.footer__inner}>
        <nav aria-label={t.links}>
          <ul className={styles.links}>
            <FooterLink to="/notices">{t.notices}</FooterLink>
            <FooterLink to="/event">{t.events}</FooterLink>
            <FooterLink to="/coach/apply">{t.coachApply}</FooterLink>
            <FooterLink to={info?.terms_url}>{t.terms}</FooterLink>
            <FooterLink to={info?.privacy_url}>{t.privacy}</FooterLink>
          </ul>
        </nav>
        {info ? (
          <div className={styles.body}>
            <section className={styles.cs} aria-labelledby="footer-cs">
              <h2 id="footer-cs" className={styles.cs__title}>
                {t.csTitle}
              </h2>
              <a
                className={styles.cs__phone}
                href={`tel:${info.cs_phone.replace(/[^\d+]/g, '')}`}
                aria-label={t.csPhoneLabel(info.cs_phone)}
              >
                {info.cs_phone}
              </a>
              <p className={styles.cs__line}>{info.cs_hours}</p>
              <a
                className={styles.cs__line}
                href={`mailto:${info.cs_email}`}
                aria-label={t.csEmailLabel(info.cs_email)}
              >
                {info.cs_email}
              </a>
            </section>
            <Figures info={info} />
            <div className={styles.company}>
              <p className={styles.company__name}>{info.company_name}</p>
              {info.business_info && <p>{info.business_info}</p>}
              <p>{t.copyright(info.company_name)}</p>
            </div>
          </div>
        ) : (
          <div className={styles.body} role="status" aria-label={t.loading} />
        )}
      </div>
    </footer>
  );
}
