import { Suspense } from 'react';
import { registerModal, type ModalComponentProps, type ModalKind } from '@baeum/shared';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteFailure, RemoteModule } from '../remotes/RemoteSlot';
import { forgetRemote } from '../remotes/registry';

/** Modal kinds whose component lives in a remote, loaded on first open only. */
const REMOTE_MODALS: ReadonlyArray<{ kind: ModalKind; id: string }> = [
  { kind: 'Search', id: 'mfe_search/SearchOverlay' },
  { kind: 'Login', id: 'mfe_account/LoginModal' },
];

function remoteModal(id: string) {
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
