/** Spec §4: the slider is at the start, in the middle or at the end; "none" when nothing overflows. */
export type ScrollPosition = 'none' | 'start' | 'middle' | 'end';

export interface ScrollMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

// Sub-pixel layouts and zoom leave scrollLeft a fraction short of the edge.
const EDGE_TOLERANCE = 1;

export function getScrollPosition({
  scrollLeft,
  clientWidth,
  scrollWidth,
}: ScrollMetrics): ScrollPosition {
  if (scrollWidth - clientWidth <= EDGE_TOLERANCE) return 'none';
  if (scrollLeft <= EDGE_TOLERANCE) return 'start';
  if (scrollLeft + clientWidth >= scrollWidth - EDGE_TOLERANCE) return 'end';
  return 'middle';
}

/** Where one step goes: about one viewport, kept inside the track. */
export function getStepTarget(metrics: ScrollMetrics, direction: -1 | 1): number {
  const max = metrics.scrollWidth - metrics.clientWidth;
  const target = metrics.scrollLeft + direction * metrics.clientWidth;
  return Math.min(max, Math.max(0, target));
}
