import { Suspense } from 'react';
import {
  registerModal,
  type ModalComponentProps,
  type ModalKind,
  type RemoteModalId,
} from '@baeum/shared';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteFailure, RemoteModule } from '../remotes/RemoteSlot';
import { forgetRemote } from '../remotes/registry';

/**
 * Modal kinds whose component lives in a remote, loaded on first open only. Only an exposed
 * module whose contract is a modal kind's component fits (shared/src/contracts/remotes.ts).
 */
const REMOTE_MODALS: ReadonlyArray<{ kind: ModalKind; id: RemoteModalId }> = [
  { kind: 'Search', id: 'mfe_search/SearchOverlay' },
  { kind: 'Login', id: 'mfe_account/LoginModal' },
];

function remoteModal(id: RemoteModalId) {
  return function RemoteModal(props: ModalComponentProps) {
    return (
      <RemoteBoundary
        onRetry={() => forgetRemote(id)}
        fallback={(retry) => <RemoteFailure retry={retry} />}
      >
        <Suspense fallback={null}>
          <RemoteModule id={id} props={{ ...props }} />
        </Suspense>
      </RemoteBoundary>
    );
  };
}

/** Registers the stand-ins once at boot; nothing is fetched until a modal opens. */
export function registerRemoteModals(): void {
  for (const { kind, id } of REMOTE_MODALS) registerModal(kind, remoteModal(id));
}
