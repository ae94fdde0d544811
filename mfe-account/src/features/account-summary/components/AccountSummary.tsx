import { Avatar } from '@baeum/shared';
import { AppLink } from '../../../components/AppLink';
import type { UserInfo } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './AccountSummary.module.scss';

interface AccountSummaryProps {
  user: UserInfo;
  /** subInfo.level_info.level_name, once profile_app has answered. */
  levelName?: string;
}

/** Who is signed in: photo with the coach badge, role, level, name, the ways to their profile, phone and email. */
export function AccountSummary({ user, levelName }: AccountSummaryProps) {
  const name = user.name || messages.my.anonymousName;
  return (
    <>
      <section className={styles.summary__profile} aria-labelledby="my-greeting">
        <Avatar src={user.photo} name={name} size={72} isCoach={user.isCoach} decorative />
        <div className={styles.summary__who}>
          <p className={styles.summary__chips}>
            <span className={styles.summary__role}>
              {user.isCoach ? messages.my.coach : messages.my.learner}
            </span>
            {levelName && (
              <span className={styles.summary__level}>{messages.my.level(levelName)}</span>
            )}
          </p>
          <h1 id="my-greeting" className={styles.summary__name}>
            {messages.my.greeting(name)}
          </h1>
          <p className={styles.summary__links}>
            <AppLink to="/settings/profile" className={styles.summary__link}>
              {messages.my.editProfile}
            </AppLink>
            {user.id !== null && (
              <AppLink to={`/user/${user.id}`} className={styles.summary__link}>
                {messages.my.myProfile}
              </AppLink>
            )}
          </p>
        </div>
      </section>

      <dl className={styles.summary__facts}>
        <div className={styles.summary__fact}>
          <dt>{messages.my.phone}</dt>
          <dd>{user.phone}</dd>
        </div>
        <div className={styles.summary__fact}>
          <dt>{messages.my.email}</dt>
          <dd>{user.email || messages.my.noEmail}</dd>
        </div>
      </dl>
    </>
  );
}
