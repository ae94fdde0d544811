import type { UserInfo } from '@baeum/shared';
import { useResource } from '../../../lib/resource';
import type { ResourceState } from '../../../lib/resource';
import { overlayClassesQuery } from '../queries';
import type { OverlayClassesAnswer } from '../queries';

/** The overlay's class carousel: recent, personal or today's classes (see overlayClassesQuery). */
export function useOverlayClasses(user: UserInfo): ResourceState<OverlayClassesAnswer> {
  return useResource(overlayClassesQuery(user));
}
