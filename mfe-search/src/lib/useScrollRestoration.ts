import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'baeum:mfe-search:scroll';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  try {
    const positions = readPositions();
    positions[key] = y;
    // Only the latest few pages of history matter.
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - 30))) delete positions[old];
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // storage full or blocked: back simply starts at the top
  }
}

/**
 * Back to a list puts the user where they were. The shell unmounts this remote while another
 * page shows, and the browser's own restoration runs before the cached list is drawn, so the
 * position is kept per history entry and applied once the list is `ready`.
 */
export function useScrollRestoration(ready: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const restored = useRef(false);
  const { key } = location;

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    if (navigationType !== 'POP') return;
    const y = readPositions()[key];
    if (y !== undefined && y > 0) window.scrollTo(0, y);
  }, [key, navigationType, ready]);
}
