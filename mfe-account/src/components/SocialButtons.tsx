import { socialStartUrl } from '@baeum/shared';
import type { SocialProvider } from '@baeum/shared';
import { messages } from '../messages';
import styles from './SocialButtons.module.scss';

const t = messages.social;

/** Each provider's own mark (their button guides: 카카오 speech bubble, 네이버 green N, Apple logo). */
function Mark({ provider }: { provider: SocialProvider }) {
  if (provider === 'kakao')
    return (
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="#000"
          d="M12 3C6.5 3 2 6.6 2 11c0 2.9 1.9 5.4 4.8 6.8l-1 3.6c-.1.3.3.6.6.4l4.3-2.8c.4 0 .9.1 1.3.1 5.5 0 10-3.6 10-8.1S17.5 3 12 3z"
        />
      </svg>
    );
  if (provider === 'naver')
    return (
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path fill="#03C75A" d="M16.3 12.8 7.4 0H0v24h7.7V11.2L16.6 24H24V0h-7.7z" />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#fff"
        d="M16.4 12.7c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9s-2-.9-3.3-.9c-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.8-1.1-2.8-4.1zM13.9 5.3c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z"
      />
    </svg>
  );
}

const ORDER: { provider: SocialProvider; label: string }[] = [
  { provider: 'kakao', label: t.kakao },
  { provider: 'naver', label: t.naver },
  { provider: 'apple', label: t.apple },
];

interface SocialButtonsProps {
  /** The same-site path to come back to once signed in. */
  returnTo: string;
  /** Runs before leaving for the provider (e.g. closing the modal the buttons are in). */
  onLeave?: () => void;
}

/**
 * 카카오로 시작하기, 네이버로 시작하기 and Apple로 계속하기: links to the API, which takes the browser
 * to the provider and back (a page navigation, so it works in the app's web view too).
 */
export function SocialButtons({ returnTo, onLeave }: SocialButtonsProps) {
  return (
    <nav className={styles.social} aria-label={t.buttons}>
      <p className={styles.social__or}>
        <span>{t.or}</span>
      </p>
      <ul className={styles.social__list}>
        {ORDER.map(({ provider, label }) => (
          <li key={provider}>
            <a
              className={`${styles.social__button} ${styles[`social__button--${provider}`]}`}
              href={socialStartUrl(provider, returnTo)}
              onClick={onLeave}
            >
              <Mark provider={provider} />
              <span>{label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
