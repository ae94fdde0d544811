// Public exports: the platform contracts (Module Federation) shared by the shell and remotes.
export type {
  RemoteExport,
  RemoteId,
  RemoteModalId,
  RemoteModules,
  RemoteName,
  RemoteProps,
  RemotesMap,
  SearchBarProps,
} from '../contracts/remotes';
export { onRemoteLoadError } from '../mf-runtime/resiliencePlugin';
export type { RemoteLoadFailure } from '../mf-runtime/resiliencePlugin';
export { AppProviders } from '../platform/AppProviders';
export { BrowserOnly, useHydrated } from '../platform/useHydrated';
export { bootStandalone } from '../platform/bootStandalone';
export { setPageTitle, usePageTitle, DEFAULT_TITLE } from '../platform/pageTitle';
export {
  PageHead,
  DEFAULT_SHARE_IMAGE,
  isRasterImage,
  shareDescription,
  shareUrl,
} from '../platform/PageHead';
export type { PageHeadProps } from '../platform/PageHead';
export { bootSession } from '../platform/bootSession';
export { submitSiblingLogout } from '../platform/siblingLogout';
export type { SessionDeps, SessionOutcome } from '../platform/bootSession';
