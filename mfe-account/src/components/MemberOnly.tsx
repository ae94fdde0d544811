import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner, useAtomValue, userAtom } from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import styles from './MemberOnly.module.scss';

export type Member = UserInfo & { id: number };

interface MemberOnlyProps {
  /** What the spinner says while the session is still starting. */
  loadingLabel: string;
  /** True once the page itself signs the member out (log-out, withdrawal): show nothing, do not send to /login. */
  leaving?: boolean;
  children: (member: Member) => ReactNode;
}

/**
 * The screens of one's own account: wait for the session, send a visitor to log in (and back
 * here afterwards), else render for the signed-in member.
 */
export function MemberOnly({ loadingLabel, leaving = false, children }: MemberOnlyProps) {
  const user = useAtomValue(userAtom);
  const { pathname, search } = useLocation();
  if (user.id !== null) return <>{children(user as Member)}</>;
  if (leaving) return null;
  if (!user.isLoaded) {
    return (
      <div className={styles.waiting}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
}
