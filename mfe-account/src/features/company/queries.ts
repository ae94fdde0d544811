// The business server's view of the member (README "Data").
import { checkBizUser, fetchCompany, queryOptions } from '@baeum/shared';
import type { CompanyWire } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';

export type CompanyLearning = CompanyWire & { company: NonNullable<CompanyWire['company']> };

/**
 * `users/check`, then `users/biz/user/compulsory`: their company and its compulsory classes, or
 * null when the business server does not know them as a company learner. Not retried: /my goes
 * on without it.
 */
export const companyQuery = (userId: number) =>
  queryOptions({
    queryKey: [...accountQueries.all(userId), 'company'],
    queryFn: async (): Promise<CompanyLearning | null> => {
      const check = await checkBizUser(userId);
      if (check.exists !== 'Y' || check.biz_yn !== 'Y') return null;
      const answer = await fetchCompany(userId);
      return answer.company ? (answer as CompanyLearning) : null;
    },
    retry: false,
  });
