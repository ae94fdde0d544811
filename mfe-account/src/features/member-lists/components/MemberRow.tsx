import { Link } from 'react-router-dom';
import { Avatar, Button } from '@baeum/shared';
import type { MemberWire } from '@baeum/shared';
import type { MemberListKind } from '../../../lib/queries';
import { messages } from '../../../messages';
import type { MemberAction } from '../hooks/useMemberActions';
import styles from './MemberRow.module.scss';

const t = messages.members;

/** The action a row offers: on the block list 차단 해제 (or 차단 again), elsewhere 언팔로우/팔로우. */
export function actionOf(kind: MemberListKind, member: MemberWire): MemberAction {
  if (kind === 'blocked') return member.block_flag === 'N' ? 'block' : 'unblock';
  return member.friend_yn === 'Y' ? 'unfollow' : 'follow';
}

const LABEL: Record<MemberAction, string> = {
  follow: t.follow,
  unfollow: t.unfollow,
  block: t.block,
  unblock: t.unblock,
};

interface MemberRowProps {
  kind: MemberListKind;
  member: MemberWire;
  onAction: (action: MemberAction, member: MemberWire) => void;
}

export function MemberRow({ kind, member, onAction }: MemberRowProps) {
  const action = actionOf(kind, member);
  const isCoach = member.coach_yn === 'Y';
  // The "undo" side of each pair (팔로우 again, 차단 again) is the quieter button.
  const primary = action === 'follow';
  return (
    <li className={styles.row}>
      {/* A coach's avatar carries the coach badge (an image named 코치). */}
      <Avatar
        src={member.user_photo}
        name={member.user_name}
        size={48}
        isCoach={isCoach}
        decorative
      />
      <div className={styles.row__who}>
        <Link to={`/user/${member.user_id}`} className={styles.row__name}>
          {member.user_name}
        </Link>
        {member.profile_comment && <p className={styles.row__comment}>{member.profile_comment}</p>}
      </div>
      <Button
        size="sm"
        variant={primary ? 'primary' : 'secondary'}
        className={styles.row__action}
        aria-label={t.actionLabel(member.user_name, LABEL[action])}
        onClick={() => onAction(action, member)}
      >
        {LABEL[action]}
      </Button>
    </li>
  );
}
