import type { ReactNode } from 'react';
import { useId } from 'react';
import { ErrorState, SectionHeader } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './Home.module.scss';

export interface HomeSectionProps {
  title: string;
  description?: string;
  moreHref?: string;
  status: 'loading' | 'success' | 'error';
  onRetry: () => void;
  /** Shown while loading. */
  skeleton: ReactNode;
  children: ReactNode;
}

/** A titled block of the home page with its loading and error states. */
export function HomeSection({
  title,
  description,
  moreHref,
  status,
  onRetry,
  skeleton,
  children,
}: HomeSectionProps) {
  const headingId = useId();
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
    >
      <SectionHeader
        id={headingId}
        title={title}
        description={description}
        moreHref={status === 'success' ? moreHref : undefined}
      />
      {status === 'loading' && skeleton}
      {status === 'error' && (
        <ErrorState
          title={messages.state.errorTitle}
          message={messages.state.errorMessage}
          onRetry={onRetry}
          retryLabel={messages.state.retry}
          className={styles.section__error}
        />
      )}
      {status === 'success' && children}
    </section>
  );
}
