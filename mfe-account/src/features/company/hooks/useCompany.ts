import { useQuery } from '@baeum/shared';
import { companyQuery } from '../queries';

export type { CompanyLearning } from '../queries';

/** The member's company and its compulsory classes, or null (see companyQuery). */
export function useCompany(userId: number) {
  return useQuery(companyQuery(userId));
}
