import type { ReactNode } from 'react';
import { Children, useCallback, useEffect, useRef, useState } from 'react';
import { uiMessages } from '../../messages/ui';
import { smoothScrollTo } from '../../utils/smoothScroll';
import { cx } from '../classNames';
import { Icon } from '../Icon/Icon';
import type { ScrollPosition } from './scrollPosition';
import { getScrollPosition, getStepTarget } from './scrollPosition';
import styles from './HorizontalSlider.module.scss';

export interface HorizontalSliderProps {
  /** Accessible name of the list, e.g. the section title. */
  label: string;
  /** One child per item; each becomes a list item. */
  children: ReactNode;
  className?: string;
  itemClassName?: string;
}

/** The two arrows, previous first: the way each steps, its icon and its message. */
const ARROW_SIDES = ['prev', 'next'] as const;
const ARROWS = {
  prev: { direction: -1, icon: 'chevron-left', label: 'previous' },
  next: { direction: 1, icon: 'chevron-right', label: 'next' },
} as const;

/**
 * A horizontally scrolling list with previous and next arrows (spec §2). The arrows follow
 * the scroll position: none at the start, both in the middle, only previous at the end.
 * Each arrow steps about one viewport with a 468 ms smooth scroll.
 */
export function HorizontalSlider({
  label,
  children,
  className,
  itemClassName,
}: HorizontalSliderProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const stopScroll = useRef<() => void>(() => {});
  const [position, setPosition] = useState<ScrollPosition>('none');
  const count = Children.count(children);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (track) setPosition(getScrollPosition(track));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // A ResizeObserver reports once after layout: measuring here too would force a layout of
    // the whole page during the commit (at start-up, once per slider).
    if (resize) resize.observe(track);
    else measure();
    track.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      track.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resize?.disconnect();
      stopScroll.current();
    };
  }, [measure, count]);

  const showPrev = position === 'middle' || position === 'end';
  const showNext = position === 'start' || position === 'middle';

  // An arrow that hides while focused would drop focus to <body>; hand it to the other arrow.
  useEffect(() => {
    const active = document.activeElement;
    if (!showNext && active === nextRef.current && showPrev) prevRef.current?.focus();
    if (!showPrev && active === prevRef.current && showNext) nextRef.current?.focus();
  }, [showPrev, showNext]);

  const step = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    stopScroll.current();
    stopScroll.current = smoothScrollTo(track, { left: getStepTarget(track, direction) });
  };

  return (
    <div className={cx(styles.slider, className)} data-position={position}>
      <ul ref={trackRef} className={styles.slider__track} aria-label={label}>
        {Children.map(children, (child) => (
          <li className={cx(styles.slider__item, itemClassName)}>{child}</li>
        ))}
      </ul>
      {ARROW_SIDES.map((side) => (
        <button
          key={side}
          ref={side === 'prev' ? prevRef : nextRef}
          type="button"
          className={cx(styles.slider__arrow, styles[`slider__arrow--${side}`])}
          aria-label={uiMessages.slider[ARROWS[side].label]}
          hidden={side === 'prev' ? !showPrev : !showNext}
          onClick={() => step(ARROWS[side].direction)}
        >
          <Icon name={ARROWS[side].icon} size={20} />
        </button>
      ))}
    </div>
  );
}
