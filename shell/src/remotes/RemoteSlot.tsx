import { Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteId, RemoteProps } from '@baeum/shared';
import { RemoteBoundary } from './RemoteBoundary';
import { forgetRemote, remoteModule } from './registry';
import { messages } from '../messages';
import styles from './RemoteSlot.module.scss';

/**
 * The exposed module's props, as its contract says (shared/src/contracts/remotes.ts): optional
 * when none is required, so a wrong or missing prop fails type checking here, in the host.
 */
type PropsOf<Id extends RemoteId> =
  Partial<RemoteProps<Id>> extends RemoteProps<Id>
    ? { props?: RemoteProps<Id> }
    : { props: RemoteProps<Id> };

type ModuleProps<Id extends RemoteId> = {
  /** `remote/Expose`, e.g. `mfe_class/Routes`: a key of the contract map. */
  id: Id;
} & PropsOf<Id>;

type Props<Id extends RemoteId> = ModuleProps<Id> & {
  /** What to show while the remote loads; a page skeleton by default. */
  loading?: ReactNode;
  /** What to show when it fails; the Korean message with 다시 시도 by default. */
  fallback?: (retry: () => void) => ReactNode;
};

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

/** The loaded component with its props: the contract was checked where they were written. */
function LoadedModule({ id, props }: { id: RemoteId; props?: Record<string, unknown> }) {
  const Exposed = use(remoteModule(id)).default as ComponentType<Record<string, unknown>>;
  return <Exposed {...props} />;
}

/** The props of a `ModuleProps`, untyped for LoadedModule (reads past the conditional type). */
const propsOf = (module: { id: RemoteId }) => (module as { props?: Record<string, unknown> }).props;

/** Renders an exposed module's default export once it has loaded (suspends until then). */
export function RemoteModule<Id extends RemoteId>(module: ModuleProps<Id>) {
  return <LoadedModule id={module.id} props={propsOf(module)} />;
}

/** Mounts one exposed module of a remote with its own loading state and failure isolation. */
export function RemoteSlot<Id extends RemoteId>({ loading, fallback, ...module }: Props<Id>) {
  const { id } = module;
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
        <LoadedModule id={id} props={propsOf(module)} />
      </Suspense>
    </RemoteBoundary>
  );
}
