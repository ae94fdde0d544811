import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  PageHeading,
  cx,
  openModal,
  useAtomValue,
  userAtom,
  PageHead,
} from '@baeum/shared';
import type { FeedSection } from '@baeum/shared';
import { Feed, FeedLoginPrompt } from '../features/feed/components/Feed';
import { FeedOptionButton } from '../features/feed-option/components/FeedOptionButton';
import { messages } from '../messages';
import styles from './CommunityPage.module.scss';

const SECTIONS = [
  'all',
  'friend',
  'daily',
  'question',
  'work',
] as const satisfies readonly FeedSection[];

/** The section lives in the URL (?section=daily), so back and shared links keep it. */
function sectionOf(value: string | null): FeedSection {
  return SECTIONS.find((s) => s === value) ?? 'all';
}

export function CommunityPage() {
  const [params] = useSearchParams();
  const section = sectionOf(params.get('section'));
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  // A visitor gets the Login modal and stays where they were.
  const write = () => (user.id ? navigate('/community/write') : openModal('Login'));
  return (
    <div className={styles.page}>
      <PageHead
        title={messages.feed.title}
        description={messages.feed.description}
        path={section === 'all' ? '/community' : `/community?section=${section}`}
      />
      <PageHeading
        title={messages.feed.title}
        description={messages.feed.description}
        actions={
          <Button icon="edit" onClick={write}>
            {messages.write.open}
          </Button>
        }
      />
      <nav className={styles.page__sections} aria-label={messages.sections.label}>
        {SECTIONS.map((s) => (
          <Link
            key={s}
            to={s === 'all' ? '/community' : `/community?section=${s}`}
            className={cx(styles.page__section, s === section && styles['page__section--on'])}
            aria-current={s === section ? 'page' : undefined}
          >
            {messages.sections[s]}
          </Link>
        ))}
      </nav>
      {section === 'friend' && user.isLoaded && !user.id ? (
        <FeedLoginPrompt />
      ) : (
        // Logging in (or out) starts the 친구 list again.
        <Feed
          key={section === 'friend' ? `friend:${user.id ?? ''}` : section}
          section={section}
          renderOptions={(post) => <FeedOptionButton post={post} />}
        />
      )}
    </div>
  );
}
