import { Suspense, use, useState, type ReactNode } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { forgetRemote, remoteModule } from './registry';
import { messages } from '../messages';
import styles from './RemoteSlot.module.scss';

interface Props {
  /** `remote/expose`, e.g. `mfe_class/Routes`. */
  id: string;
  /** What to show while the remote loads; a page skeleton by default. */
  loading?: ReactNode;
  /** What to show when it fails; the Korean message with 다시 시도 by default. */
  fallback?: (retry: () => void) => ReactNode;
  props?: Record<string, unknown>;
}

export function RemoteFailure({ retry }: { retry: () => void }) {
  return (
    <section className={styles.failure} role="alert">
      <h2 className={styles.failure__title}>{messages.remote.failedTitle}</h2>
      <p className={styles.failure__body}>{messages.remote.failedBody}</p>
      <button type="button" className={styles.failure__retry} onClick={retry}>
        {messages.remote.retry}
      </button>
    </section>
  );
}

export function RemoteLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.loading__spinner} aria-hidden="true" />
      <span className={styles.loading__text}>{messages.remote.loading}</span>
    </div>
  );
}

/** Renders an exposed module's default export once it has loaded (suspends until then). */
export function RemoteModule({ id, props }: { id: string; props?: Record<string, unknown> }) {
  const { default: Exposed } = use(remoteModule(id));
  return <Exposed {...props} />;
}

/** Mounts one exposed module of a remote with its own loading state and failure isolation. */
export function RemoteSlot({ id, loading, fallback, props }: Props) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={attempt}
      onRetry={() => {
        forgetRemote(id);
        setAttempt((a) => a + 1);
      }}
      fallback={fallback ?? ((retry) => <RemoteFailure retry={retry} />)}
    >
      <Suspense fallback={loading ?? <RemoteLoading />}>
        <RemoteModule id={id} props={props} />
      </Suspense>
    </RemoteBoundary>
  );
}
