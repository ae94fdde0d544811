import { PageHeading, usePageTitle } from '@baeum/shared';
import { MemberOnly } from '../components/MemberOnly';
import { MyReviews } from '../features/my-reviews/components/MyReviews';
import { messages } from '../messages';
import styles from './pages.module.scss';

const t = messages.reviews;

/** /my/reviews: where the 후기 count of /my leads. */
export function MyReviewsPage() {
  usePageTitle(t.title);
  return (
    <MemberOnly loadingLabel={t.loading}>
      {(member) => (
        <div className={styles.page}>
          <PageHeading title={t.title} description={t.description} />
          <MyReviews userId={member.id} />
        </div>
      )}
    </MemberOnly>
  );
}
