import type { MouseEvent, ReactNode } from 'react';
import { uiMessages } from '../../messages/ui';
import { cx } from '../classNames';
import { Icon } from '../Icon/Icon';
import styles from './SectionHeader.module.scss';

export interface SectionHeaderProps {
  title: string;
  /** Heading level in the page outline. */
  level?: 2 | 3;
  description?: string;
  /** Id for the heading, so a section can be aria-labelledby it. */
  id?: string;
  /** 더보기 link target; with onMore only, 더보기 is a button. */
  moreHref?: string;
  onMore?: (event: MouseEvent<HTMLElement>) => void;
  /** A link of the caller's own (its router's Link) in place of 더보기, in the head's link text. */
  action?: ReactNode;
  /**
   * 'section' (default): a page section's head, larger on wide screens, with room below it.
   * 'block': a block's head inside a stack that spaces it (마이's blocks, the class page's review
   * summary): one size, no room of its own, the title and the link on one baseline.
   */
  variant?: 'section' | 'block';
  className?: string;
}

export function SectionHeader({
  title,
  level = 2,
  description,
  id,
  moreHref,
  onMore,
  action,
  variant = 'section',
  className,
}: SectionHeaderProps) {
  const block = variant === 'block';
  const Heading = level === 2 ? 'h2' : 'h3';
  const moreContent = (
    <>
      {uiMessages.sectionHeader.more}
      <Icon name="chevron-right" size={16} />
    </>
  );
  const moreLabel = uiMessages.sectionHeader.moreOf(title);

  return (
    <div className={cx(styles.header, block && styles['header--block'], className)}>
      <div className={styles.header__text}>
        <Heading
          id={id}
          className={cx(
            styles.header__title,
            styles[block ? 'header__title--block' : `header__title--h${level}`],
          )}
        >
          {title}
        </Heading>
        {description && <p className={styles.header__description}>{description}</p>}
      </div>
      {action ? (
        <span className={styles.header__action}>{action}</span>
      ) : moreHref ? (
        <a className={styles.header__more} href={moreHref} onClick={onMore} aria-label={moreLabel}>
          {moreContent}
        </a>
      ) : (
        onMore && (
          <button
            type="button"
            className={styles.header__more}
            onClick={onMore}
            aria-label={moreLabel}
          >
            {moreContent}
          </button>
        )
      )}
    </div>
  );
}
