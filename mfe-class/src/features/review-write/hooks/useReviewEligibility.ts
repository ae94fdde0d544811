// Whether this member may write a review of this class, known before the form opens (issue #38):
// a learner who takes it and has not reviewed it yet. Anyone else reads why, with the way on.
import { useAtomValue, useQuery, userAtom } from '@baeum/shared';
import { isNotFound } from '../../../lib/classSummary';
import { classQueries } from '../../../lib/queries';
import { myReviewsQuery } from '../queries';

export type ReviewEligibility =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'not-found' }
  | { status: 'may-write' }
  /** Not a learner of it: the way to the checkout (while it is on sale). */
  | { status: 'not-enrolled'; onSale: boolean }
  | { status: 'already'; reviewId: number }
  | { status: 'own-class' };

export function useReviewEligibility(classId: string): ReviewEligibility {
  const user = useAtomValue(userAtom);
  const signedIn = user.id !== null;
  const summary = useQuery({ ...classQueries.summary(classId, user.id), enabled: signedIn });
  const mine = useQuery(myReviewsQuery(user.id));
  if (summary.isError && isNotFound(summary.error)) return { status: 'not-found' };
  if (summary.isError || mine.isError)
    return {
      status: 'error',
      retry: () => {
        void summary.refetch();
        void mine.refetch();
      },
    };
  if (!summary.data || !mine.data) return { status: 'loading' };
  if (summary.data.coach_id === user.id) return { status: 'own-class' };
  const written = mine.data.reviewed_list.find((r) => String(r.class_id) === classId);
  if (written) return { status: 'already', reviewId: written.review_id };
  if (summary.data.pay_yn !== 'Y')
    return { status: 'not-enrolled', onSale: summary.data.open_flag !== 'N' };
  return { status: 'may-write' };
}
