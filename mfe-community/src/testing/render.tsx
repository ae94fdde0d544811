// This remote's routes mounted the one shared way (@baeum/shared/testing/render): providers, a
// router at `path`, the location in `data-testid="where"`.
import { anonymousUser } from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { renderInApp } from '@baeum/shared/testing/render';
import type { RenderInAppOptions } from '@baeum/shared/testing/render';
import Routes from '../Routes';

export { where } from '@baeum/shared/testing/render';

/** ./Routes at `path` for `user` (a signed-out visitor unless given). */
export function renderAt(
  path: string,
  user: UserInfo = anonymousUser,
  options: Omit<RenderInAppOptions, 'path' | 'user'> = {},
) {
  return renderInApp(<Routes />, { ...options, path, user });
}
