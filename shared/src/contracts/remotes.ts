import type { ComponentProps, ComponentType } from 'react';
import type { ModalComponentProps } from '../ui/Modal/modalRegistry';

/**
 * The contract of every module a remote exposes, compiled against by both sides:
 * - the shell loads modules by id only through functions generic over `RemoteId`
 *   (shell/src/remotes/registry.ts, RemoteSlot.tsx), so a wrong id or wrong props fail
 *   `pnpm typecheck` (shell/src/remotes/contracts.typecheck-fail.tsx proves it);
 * - each remote's exposed file ends in `export default … satisfies RemoteExport<'<id>'>`, so a
 *   remote that breaks its contract fails type checking in its own package.
 * scripts/remote-contracts.test.mjs keeps this map, the remotes' webpack `exposes` and
 * shared/mf/packages.json (names, packages, ports) in step.
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

/** Every exposed module, by its federation id `remote/Expose` (one line per webpack `exposes`). */
export interface RemoteModules {
  'mfe_search/Routes': RoutesModule;
  'mfe_search/SearchBar': SearchBarModule;
  'mfe_search/SearchOverlay': SearchOverlayModule;
  'mfe_community/Routes': RoutesModule;
  'mfe_class/Routes': RoutesModule;
  'mfe_studio/Routes': RoutesModule;
  'mfe_account/Routes': RoutesModule;
  'mfe_account/LoginModal': LoginModalModule;
}

/** An exposed module's id, e.g. `mfe_class/Routes`. */
export type RemoteId = keyof RemoteModules;

/** A remote's federation name (shared/mf/packages.json's `remotes[].name`). */
export type RemoteName = RemoteId extends `${infer Name}/${string}` ? Name : never;

/** What an exposed module's default export must be: `export default X satisfies RemoteExport<'mfe_x/Expose'>`. */
export type RemoteExport<Id extends RemoteId> = RemoteModules[Id]['default'];

/** The props the host passes to an exposed module's component. */
export type RemoteProps<Id extends RemoteId> = ComponentProps<RemoteExport<Id>>;

/** The exposed modules whose component is a modal kind (rendered with the modal host's props). */
export type RemoteModalId = {
  [Id in RemoteId]: RemoteModules[Id] extends RemoteModalModule
    ? ModalComponentProps extends RemoteProps<Id>
      ? RemoteProps<Id> extends ModalComponentProps
        ? Id
        : never
      : never
    : never;
}[RemoteId];

export type RemotesMap = Record<RemoteName, string>;
