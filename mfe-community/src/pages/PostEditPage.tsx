import { useNavigate, useParams } from 'react-router-dom';
import {
  EmptyState,
  PageHeading,
  Spinner,
  feedQueries,
  usePageTitle,
  useQuery,
} from '@baeum/shared';
import type { FeedPostSection } from '@baeum/shared';
import { PostForm } from '../features/post-write/components/PostForm';
import { useUpdatePost } from '../features/post-write/hooks/useSavePost';
import { messages } from '../messages';
import styles from './CommunityPage.module.scss';

const SECTIONS: FeedPostSection[] = ['daily', 'question', 'work'];

/** /community/:commentTypeId/edit — only the author; saving goes back to the post. */
export function PostEditPage() {
  usePageTitle(messages.write.editTitle);
  const { commentTypeId = '' } = useParams();
  const id = /^\d{1,9}$/.test(commentTypeId) ? Number(commentTypeId) : 0;
  const navigate = useNavigate();
  const post = useQuery(feedQueries.post(id));
  const save = useUpdatePost(id, () => navigate(`/community/${id}`, { replace: true }));
  if (id > 0 && post.isPending) return <Spinner />;
  if (!post.data || post.data.mine !== 'Y') {
    return (
      <div className={styles.page}>
        <h1 className="visually-hidden">{messages.write.editTitle}</h1>
        <EmptyState icon="info" title={messages.write.notYours} />
      </div>
    );
  }
  const section = SECTIONS.find((s) => s === post.data.section) ?? 'daily';
  return (
    <div className={styles.page}>
      <PageHeading title={messages.write.editTitle} />
      <PostForm
        initial={{
          content: post.data.content,
          section,
          youtube: post.data.youtube_file ?? '',
          photos: post.data.photo_list ?? [],
        }}
        submitLabel={messages.write.save}
        onCancel={() => navigate(`/community/${id}`)}
        onSubmit={async (fields) => {
          await save.mutateAsync(fields);
        }}
      />
    </div>
  );
}
