import { PageHeading, usePageTitle } from '@baeum/shared';
import { MemberOnly } from '../components/MemberOnly';
import { MyClassList } from '../features/my-classes/components/MyClassList';
import type { MyClassKind } from '../features/my-classes/hooks/useMyClasses';
import { messages } from '../messages';
import styles from './pages.module.scss';

const t = messages.classes;

const HEADING: Record<MyClassKind, { title: string; description: string }> = {
  bookmarks: { title: t.bookmarksTitle, description: t.bookmarksDescription },
  recent: { title: t.recentTitle, description: t.recentDescription },
};

/** /my/bookmarks and /my/recent: 20 cards a page (skip/limit), 더 보기 for the next. */
export function MyClassesPage({ kind }: { kind: MyClassKind }) {
  const heading = HEADING[kind];
  usePageTitle(heading.title);
  return (
    <MemberOnly loadingLabel={t.loading}>
      {(member) => (
        <div className={styles.page}>
          <PageHeading title={heading.title} description={heading.description} />
          <MyClassList key={kind} kind={kind} userId={member.id} />
        </div>
      )}
    </MemberOnly>
  );
}
