// The post form's data (README "Data"): the classes a post may belong to.
import { fetchCurrentUser, queryOptions } from '@baeum/shared';

/** The classes the writer takes (or runs, as a coach), each once; none asked for a visitor. */
export const myClassesQuery = (userId: number | null) =>
  queryOptions({
    queryKey: ['community', 'my-classes', userId],
    queryFn: fetchCurrentUser,
    enabled: userId !== null,
    select: (me) => [
      ...new Map(
        [...(me.registered_class_list ?? []), ...(me.management_class_list ?? [])].map((c) => [
          c.class_id,
          { class_id: c.class_id, class_name: c.class_name },
        ]),
      ).values(),
    ],
  });
