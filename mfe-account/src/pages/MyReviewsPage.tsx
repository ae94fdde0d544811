import { MemberScreen } from '../components/MemberScreen';
import { MyReviews } from '../features/my-reviews/components/MyReviews';
import { messages } from '../messages';

const t = messages.reviews;

/** /my/reviews: where the 후기 count of /my leads. */
export function MyReviewsPage() {
  return (
    <MemberScreen title={t.title} description={t.description} loadingLabel={t.loading}>
      {(member) => <MyReviews userId={member.id} />}
    </MemberScreen>
  );
}
