import type { ReactNode } from 'react';
import { SectionHeader } from '@baeum/shared';
import { AppLink } from './AppLink';
import styles from './MySection.module.scss';

export interface MySectionLink {
  to: string;
  /** The short visible text (전체 보기, 스튜디오). */
  label: string;
  /** What a screen reader hears instead, when the short text needs the section's name. */
  accessibleLabel?: string;
}

interface MySectionProps {
  /** The id of the heading, which names the section. */
  id: string;
  title: string;
  link?: MySectionLink;
  children: ReactNode;
}

/** One block of an account screen (/my, a profile): a heading, an optional link beside it, and its content. */
export function MySection({ id, title, link, children }: MySectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionHeader
        variant="block"
        id={id}
        title={title}
        action={
          link && (
            <AppLink to={link.to}>
              {link.accessibleLabel ? (
                <>
                  <span aria-hidden="true">{link.label}</span>
                  <span className="visually-hidden">{link.accessibleLabel}</span>
                </>
              ) : (
                link.label
              )}
            </AppLink>
          )
        }
      />
      {children}
    </section>
  );
}
