import { formatKstDate } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import { messages } from '../../../messages';
import type { LegalDocument } from '../messages/types';
import styles from './LegalDocumentView.module.scss';

const t = messages.legal;

interface LegalDocumentViewProps {
  doc: LegalDocument;
  /** The other policy, linked at the end. */
  other: { to: string; title: string };
}

/** 이용약관 or 개인정보처리방침: its version and 시행일, then its articles, all as text. */
export function LegalDocumentView({ doc, other }: LegalDocumentViewProps) {
  return (
    <article className={styles.doc} aria-labelledby="legal-title">
      <header className={styles.doc__header}>
        <h1 id="legal-title" className={styles.doc__title}>
          {doc.title}
        </h1>
        <dl className={styles.doc__meta}>
          <div>
            <dt>{t.version}</dt>
            <dd>{doc.version}</dd>
          </div>
          <div>
            <dt>{t.effective}</dt>
            <dd>
              <time dateTime={doc.effectiveDate}>{formatKstDate(doc.effectiveDate)}</time>
            </dd>
          </div>
        </dl>
      </header>
      <p className={styles.doc__intro}>{doc.intro}</p>
      {doc.articles.map((article, i) => (
        <section key={article.title} className={styles.article} aria-labelledby={`legal-${i}`}>
          <h2 id={`legal-${i}`} className={styles.article__title}>
            {article.title}
          </h2>
          {article.paragraphs.map((text) => (
            <p key={text} className={styles.article__text}>
              {text}
            </p>
          ))}
          {article.items && (
            <ol className={styles.article__items}>
              {article.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ol>
          )}
        </section>
      ))}
      <p className={styles.doc__other}>
        <AppLink to={other.to}>{t.other(other.title)}</AppLink>
      </p>
    </article>
  );
}
