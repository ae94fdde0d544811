import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  PageHeading,
  Spinner,
  useQuery,
  useAtomValue,
  userAtom,
  usePageTitle,
} from '@baeum/shared';
import { PostForm } from '../features/post-write/components/PostForm';
import { useCreatePost } from '../features/post-write/hooks/useSavePost';
import { myClassesQuery } from '../features/post-write/queries';
import { messages } from '../messages';
import styles from './CommunityPage.module.scss';

/** /community/write — signed-in members; a visitor logs in first and comes back here. */
export function PostWritePage() {
  usePageTitle(messages.write.title);
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const location = useLocation();
  // The classes the writer takes (or runs, as a coach): a post may belong to one of them.
  const classes = useQuery(myClassesQuery(user.id));
  const create = useCreatePost((postId) => navigate(`/community/${postId}`, { replace: true }));
  if (!user.isLoaded) return <Spinner />;
  if (!user.id)
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  return (
    <div className={styles.page}>
      <PageHeading title={messages.write.title} />
      <PostForm
        classes={classes.data}
        submitLabel={messages.write.submit}
        onCancel={() => navigate(-1)}
        onSubmit={async (fields) => {
          await create.mutateAsync(fields);
        }}
      />
    </div>
  );
}
