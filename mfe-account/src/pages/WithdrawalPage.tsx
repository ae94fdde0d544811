import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  Skeleton,
  nativeBridge,
  setAnonymousUser,
  showToast,
} from '@baeum/shared';
import { AppLink } from '../components/AppLink';
import { MemberScreen } from '../components/MemberScreen';
import { WithdrawalForm } from '../features/withdrawal/components/WithdrawalForm';
import { WithdrawalLoss } from '../features/withdrawal/components/WithdrawalLoss';
import { useWithdrawalCheck } from '../features/withdrawal/hooks/useWithdrawal';
import { messages } from '../messages';
import styles from './pages.module.scss';

const t = messages.withdrawal;

/**
 * /withdrawal: what will be lost (`withdrawal_check`) first, then a reason, a last question and
 * `POST withdrawal`. Afterwards the member is signed out here and sent home; inside the app the
 * app's own withdraw handler takes over (spec §2).
 */
export function WithdrawalPage() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const onWithdrawn = () => {
    setLeaving(true);
    setAnonymousUser();
    showToast({ type: 'success', message: t.done });
    const handed = nativeBridge.withdraw({}, { fallback: () => navigate('/', { replace: true }) });
    // A native handler that throws is only logged (spec §8); the web still leaves this page.
    if (handed === 'failed') navigate('/', { replace: true });
  };
  return (
    <MemberScreen
      title={t.title}
      description={t.description}
      loadingLabel={t.loading}
      leaving={leaving}
    >
      {(member) => <WithdrawalScreen userId={member.id} onWithdrawn={onWithdrawn} />}
    </MemberScreen>
  );
}

function WithdrawalScreen({ userId, onWithdrawn }: { userId: number; onWithdrawn: () => void }) {
  const check = useWithdrawalCheck(userId);
  return check.isPending ? (
    <div className={styles.loadingBlock} role="status" aria-label={t.loading}>
      <Skeleton height={160} />
      <Skeleton height={240} />
    </div>
  ) : check.isError ? (
    <ErrorState title={t.loadError} onRetry={() => void check.refetch()} />
  ) : check.data.can_withdraw === 'N' ? (
    <EmptyState
      icon="warning"
      title={t.cannotTitle}
      description={check.data.message || t.coachBlocked}
      action={
        <AppLink to="/my" className={styles.footerLink}>
          {t.backToMy}
        </AppLink>
      }
    />
  ) : (
    <div className={styles.stack}>
      <WithdrawalLoss check={check.data} />
      <WithdrawalForm userId={userId} points={check.data.point} onWithdrawn={onWithdrawn} />
    </div>
  );
}
