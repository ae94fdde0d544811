import type { ReactNode } from 'react';
import { Icon, cx, isInAppWebView } from '@baeum/shared';
import { alarmMessages } from '../../../messages';
import styles from './AlarmScreen.module.scss';

export interface AlarmScreenProps {
  title: string;
  onBack: () => void;
  children: ReactNode;
}

/**
 * The frame of both alarm screens: a top bar with back and the title, then the content in a
 * phone-width column. In the app the shell shows no header, so this bar is the only one; on the
 * web it sticks below the shell's header.
 */
export function AlarmScreen({ title, onBack, children }: AlarmScreenProps) {
  return (
    <div className={styles.screen}>
      <div
        className={cx(styles.screen__bar, !isInAppWebView() && styles['screen__bar--below-header'])}
      >
        <button
          type="button"
          className={styles.screen__back}
          onClick={onBack}
          aria-label={alarmMessages.back}
        >
          <Icon name="back" size={24} />
        </button>
        <h1 className={styles.screen__title}>{title}</h1>
        {/* Balances the back button so the title stays centred. */}
        <span className={styles.screen__spacer} aria-hidden="true" />
      </div>
      <div className={styles.screen__body}>{children}</div>
    </div>
  );
}
