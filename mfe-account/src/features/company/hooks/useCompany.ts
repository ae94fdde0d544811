import { checkBizUser, fetchCompany, useQuery } from '@baeum/shared';
import type { CompanyWire } from '@baeum/shared';
import { accountKeys } from '../../../lib/accountKeys';

export type CompanyLearning = CompanyWire & { company: NonNullable<CompanyWire['company']> };

/**
 * The business server's view of the member (`users/check`, then `users/biz/user/compulsory`):
 * their company and its compulsory classes, or null when the business server does not know
 * them as a company learner. Not retried: /my goes on without it.
 */
export function useCompany(userId: number) {
  return useQuery({
    queryKey: accountKeys.company(userId),
    queryFn: async (): Promise<CompanyLearning | null> => {
      const check = await checkBizUser(userId);
      if (check.exists !== 'Y' || check.biz_yn !== 'Y') return null;
      const answer = await fetchCompany(userId);
      return answer.company ? (answer as CompanyLearning) : null;
    },
    retry: false,
  });
}
