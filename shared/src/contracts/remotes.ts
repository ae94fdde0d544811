import type { ComponentType } from 'react';

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

/** `mfe_search/SearchOverlay`: registers the Search modal kind with the modal host. */
export interface SearchOverlayModule {
  default: ComponentType;
}

export type RemoteName = 'mfe_search' | 'mfe_community' | 'mfe_class' | 'mfe_studio' | 'mfe_account';

export type RemotesMap = Record<RemoteName, string>;
