import { Link } from 'react-router-dom';
import {
  Avatar,
  Button,
  ClassCardList,
  EmptyState,
  cx,
  formatNumber,
  openModal,
  useAtomValue,
  useBlockMutation,
  useFollowMutation,
  userAtom,
} from '@baeum/shared';
import type { ProfileWire } from '@baeum/shared';
import { MySection } from '../../../components/MySection';
import { messages } from '../../../messages';
import { ProfilePosts } from './ProfilePosts';
import styles from './ProfileView.module.scss';

const t = messages.profile;

/**
 * Someone's profile: photo, name with the coach badge, level, intro, counts, their classes and
 * posts. Follow and block show at once and go back on failure (spec §4, the shared mutations
 * on the cached profile).
 */
export function ProfileView({ profile }: { profile: ProfileWire }) {
  const viewer = useAtomValue(userAtom);
  const isMe = profile.is_me === 'Y' || viewer.id === profile.user_id;
  const following = profile.friend_yn === 'Y';
  const blocked = profile.block_flag === 'Y';
  const needLogin = () => openModal('Login');
  const follow = useFollowMutation();
  const block = useBlockMutation();

  const toggleFollow = () =>
    viewer.id ? follow.mutate({ userId: profile.user_id, on: !following }) : needLogin();
  const toggleBlock = () => {
    if (!viewer.id) return needLogin();
    if (blocked) return block.mutate({ userId: profile.user_id, on: false });
    openModal('ConfirmDialog', {
      message: t.blockQuestion(profile.user_name),
      confirmLabel: t.block,
      onConfirm: () => block.mutate({ userId: profile.user_id, on: true }),
    });
  };

  return (
    <div className={styles.profile}>
      <section className={styles.profile__card} aria-labelledby="profile-name">
        <Avatar
          src={profile.user_photo}
          name={profile.user_name}
          size={88}
          isCoach={profile.coach_yn === 'Y'}
          decorative
        />
        <h1 id="profile-name" className={styles.profile__name}>
          {profile.user_name}
        </h1>
        <p className={styles.profile__meta}>
          {profile.coach_yn === 'Y' ? t.coach : t.learner}
          {profile.level_info?.level_name ? ` · ${profile.level_info.level_name}` : ''}
        </p>
        {profile.profile_comment && (
          <p className={styles.profile__intro}>{profile.profile_comment}</p>
        )}
        <dl className={styles.profile__counts}>
          <div>
            <dt>{t.followers}</dt>
            <dd>{formatNumber(profile.follower_cnt ?? 0) || '0'}</dd>
          </div>
          <div>
            <dt>{t.following}</dt>
            <dd>{formatNumber(profile.follow_cnt ?? 0) || '0'}</dd>
          </div>
          <div>
            <dt>{t.posts}</dt>
            <dd>{formatNumber(profile.total_count ?? profile.comment_list.length) || '0'}</dd>
          </div>
        </dl>
        {isMe ? (
          <div className={styles.profile__actions}>
            <Link to="/settings/profile" className={styles.profile__edit}>
              {t.edit}
            </Link>
          </div>
        ) : (
          <div className={styles.profile__actions}>
            <Button
              variant={following ? 'secondary' : 'primary'}
              aria-pressed={following}
              onClick={toggleFollow}
              disabled={blocked}
            >
              {following ? t.unfollow : t.follow}
            </Button>
            <Button variant="secondary" onClick={toggleBlock}>
              {blocked ? t.unblock : t.block}
            </Button>
            {/* The report screen (mfe-community) asks a visitor to log in first. */}
            <Link
              to={`/user/report/${profile.user_id}`}
              className={cx(styles.profile__edit, styles.profile__report)}
            >
              {t.report}
            </Link>
          </div>
        )}
      </section>

      {blocked ? (
        <EmptyState icon="info" title={t.blockedTitle} description={t.blockedDescription} />
      ) : (
        <>
          {(profile.class_list?.length ?? 0) > 0 && (
            <MySection id="profile-classes" title={t.classes}>
              <ClassCardList
                items={profile.class_list}
                label={t.classes}
                getHref={(c) => `/class/${c.class_id}`}
              />
            </MySection>
          )}
          <MySection id="profile-posts" title={t.postsTitle}>
            <ProfilePosts key={profile.user_id} profile={profile} />
          </MySection>
        </>
      )}
    </div>
  );
}
