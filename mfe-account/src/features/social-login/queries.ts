// Issue #52 (README "Data"): the pending social sign-up and the member's linked providers.
import { fetchSocialLinks, fetchSocialPending, queryOptions } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';

export const socialPendingQuery = () =>
  queryOptions({
    queryKey: ['socialPending'],
    queryFn: fetchSocialPending,
    retry: false,
    staleTime: 0,
  });

export const socialLinksQuery = (userId: number) =>
  queryOptions({
    queryKey: [...accountQueries.all(userId), 'socialLinks'],
    queryFn: fetchSocialLinks,
  });
