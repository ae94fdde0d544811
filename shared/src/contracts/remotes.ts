import type { ComponentType } from 'react';
import type { ModalComponentProps } from '../ui/Modal/modalRegistry';

/**
 * The contract of every module a remote exposes. The shell loads them with
 * loadRemote<Contract>(), so a remote that breaks its contract fails type checking in its
 * own package (each remote's exposed file is typed against these), not at run time.
 */

/** `./Routes` of every remote: its route tree below the prefixes the shell gives it. */
export interface RoutesModule {
  default: ComponentType;
}

/** `mfe_search/SearchBar`, mounted in the shell header. */
export interface SearchBarProps {
  /** Hide the field (the iPad app hides it). */
  hidden?: boolean;
}
export interface SearchBarModule {
  default: ComponentType<SearchBarProps>;
}

/**
 * A modal kind owned by a remote. The shell registers a stand-in for the kind that loads the
 * remote's module only when the modal is first opened (so no page pays for it up front), then
 * renders it with the host's props: `mfe_search/SearchOverlay` (Search),
 * `mfe_account/LoginModal` (Login).
 */
export interface RemoteModalModule {
  default: ComponentType<ModalComponentProps>;
}

/** `mfe_search/SearchOverlay`, the Search modal kind. */
export type SearchOverlayModule = RemoteModalModule;

/** `mfe_account/LoginModal`, the Login modal kind. */
export type LoginModalModule = RemoteModalModule;

export type RemoteName =
  'mfe_search' | 'mfe_community' | 'mfe_class' | 'mfe_studio' | 'mfe_account';

export type RemotesMap = Record<RemoteName, string>;
