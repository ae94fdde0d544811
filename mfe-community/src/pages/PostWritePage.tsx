import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  PageHeading,
  Spinner,
  createFeedPost,
  fetchCurrentUser,
  useQuery,
  useAtomValue,
  useQueryClient,
  userAtom,
  usePageTitle,
} from '@baeum/shared';
import { PostForm } from '../features/post-write/components/PostForm';
import { messages } from '../messages';
import styles from './CommunityPage.module.scss';

/** /community/write — signed-in members; a visitor logs in first and comes back here. */
export function PostWritePage() {
  usePageTitle(messages.write.title);
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  // The classes the writer takes (or runs, as a coach): a post may belong to one of them.
  const classes = useQuery({
    queryKey: ['community', 'my-classes', user.id],
    queryFn: fetchCurrentUser,
    enabled: user.id !== null,
    select: (me) => [
      ...new Map(
        [...(me.registered_class_list ?? []), ...(me.management_class_list ?? [])].map((c) => [
          c.class_id,
          { class_id: c.class_id, class_name: c.class_name },
        ]),
      ).values(),
    ],
  });
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
          const answer = await createFeedPost(fields);
          await qc.invalidateQueries({ queryKey: ['feed', 'list'] });
          navigate(`/community/${answer.comment_id}`, { replace: true });
        }}
      />
    </div>
  );
}
