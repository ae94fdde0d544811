import type { ComponentType } from 'react';

/**
 * `mfe_account/LoginModal`: registers the Login modal kind with the modal host. Proposed for
 * @baeum/shared's contracts/remotes.ts (same shape as SearchOverlayModule); kept here until
 * it lands there.
 */
export interface LoginModalModule {
  default: ComponentType;
}
