import { EmptyState, ErrorState, Skeleton, formatNumber, openModal } from '@baeum/shared';
import type { MemberWire } from '@baeum/shared';
import { LoadMore } from '../../../components/LoadMore';
import type { MemberListKind } from '../../../lib/queries';
import { messages } from '../../../messages';
import { useMemberActions } from '../hooks/useMemberActions';
import type { MemberAction } from '../hooks/useMemberActions';
import { useMemberList } from '../hooks/useMemberList';
import { MemberRow } from './MemberRow';
import styles from './MemberList.module.scss';

const t = messages.members;

const TITLE: Record<MemberListKind, string> = {
  following: t.following,
  followers: t.followers,
  blocked: t.blocked,
};

const EMPTY: Record<MemberListKind, { title: string; description?: string }> = {
  following: { title: t.followingEmpty, description: t.followingEmptyDescription },
  followers: { title: t.followersEmpty, description: t.followersEmptyDescription },
  blocked: { title: t.blockedEmpty },
};

/** Following, followers or blocked members of the signed-in member: loading, error, empty or the rows. */
export function MemberList({ userId, kind }: { userId: number; kind: MemberListKind }) {
  const { query, members, total } = useMemberList(userId, kind);
  const act = useMemberActions(userId, kind);
  const title = TITLE[kind];

  const onAction = (action: MemberAction, member: MemberWire) => {
    // Blocking again ends the follow both ways: ask first, as the profile does.
    if (action === 'block') {
      openModal('ConfirmDialog', {
        message: t.blockQuestion(member.user_name),
        confirmLabel: t.block,
        onConfirm: () => act('block', member.user_id),
      });
      return;
    }
    act(action, member.user_id);
  };

  if (query.isPending) {
    return (
      <div className={styles.loading} role="status" aria-label={t.loading}>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className={styles.loading__row}>
            <Skeleton circle width={48} height={48} />
            <Skeleton width="40%" />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && members.length === 0) {
    return <ErrorState title={t.loadError} onRetry={() => void query.refetch()} />;
  }
  if (members.length === 0) {
    return (
      <EmptyState icon="user" title={EMPTY[kind].title} description={EMPTY[kind].description} />
    );
  }
  return (
    <div className={styles.list}>
      <p className={styles.list__total}>{t.total(formatNumber(total) || '0')}</p>
      <ul className={styles.list__rows} aria-label={t.listLabel(title)}>
        {members.map((member) => (
          <MemberRow key={member.user_id} kind={kind} member={member} onAction={onAction} />
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onMore={() => void query.fetchNextPage()}
        label={t.moreLabel(title)}
      />
    </div>
  );
}
