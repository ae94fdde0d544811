// Issue #38 (README "Data"): 마케팅 정보 수신 동의 and its date.
import { fetchMarketingConsent, queryOptions } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';

export const marketingConsentQuery = (userId: number) =>
  queryOptions({
    queryKey: [...accountQueries.all(userId), 'marketingConsent'],
    queryFn: fetchMarketingConsent,
  });
