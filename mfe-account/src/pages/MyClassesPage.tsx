import { MemberScreen } from '../components/MemberScreen';
import { MyClassList } from '../features/my-classes/components/MyClassList';
import type { MyClassKind } from '../features/my-classes/hooks/useMyClasses';
import { messages } from '../messages';

const t = messages.classes;

const HEADING: Record<MyClassKind, { title: string; description: string }> = {
  bookmarks: { title: t.bookmarksTitle, description: t.bookmarksDescription },
  recent: { title: t.recentTitle, description: t.recentDescription },
};

/** /my/bookmarks and /my/recent: 20 cards a page (skip/limit), 더 보기 for the next. */
export function MyClassesPage({ kind }: { kind: MyClassKind }) {
  return (
    <MemberScreen {...HEADING[kind]} loadingLabel={t.loading}>
      {(member) => <MyClassList key={kind} kind={kind} userId={member.id} />}
    </MemberScreen>
  );
}
