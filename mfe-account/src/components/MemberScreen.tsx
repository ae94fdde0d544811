import type { ReactNode } from 'react';
import { PageHeading, usePageTitle } from '@baeum/shared';
import { MemberOnly } from './MemberOnly';
import type { Member } from './MemberOnly';
import styles from './MemberScreen.module.scss';

interface MemberScreenProps {
  /** The page title and its h1. */
  title: string;
  description?: string;
  loadingLabel: string;
  leaving?: boolean;
  children: (member: Member) => ReactNode;
}

/** A screen of one's own account: the member-only guard, the page frame and its heading. */
export function MemberScreen({
  title,
  description,
  loadingLabel,
  leaving,
  children,
}: MemberScreenProps) {
  usePageTitle(title);
  return (
    <MemberOnly loadingLabel={loadingLabel} leaving={leaving}>
      {(member) => (
        <div className={styles.screen}>
          <PageHeading className={styles.screen__heading} title={title} description={description} />
          {children(member)}
        </div>
      )}
    </MemberOnly>
  );
}
