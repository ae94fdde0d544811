// Where the phone's bottom tab bar shows, and which tab a page belongs to (issue #38). Pages
// with a bar of their own at the bottom (the class page's 수강 메뉴, the checkout, the classroom,
// a post's reply box, forms) go without it, so it never covers them.
import { matchPath } from 'react-router-dom';

export type TabKey = 'home' | 'search' | 'community' | 'classes' | 'my';

const SHOWN = [
  '/',
  '/search',
  '/category',
  '/community',
  '/event',
  '/event/:eventId',
  '/notices',
  '/my',
  '/my/*',
  '/settings',
  '/user/:userId',
];

export function showsTabBar(pathname: string): boolean {
  return SHOWN.some((path) => matchPath({ path, end: true }, pathname));
}

/** The tab a page belongs to (the one marked current), if any. */
export function tabOf(pathname: string, hash: string): TabKey | null {
  if (pathname === '/') return 'home';
  if (pathname === '/search' || pathname === '/category') return 'search';
  if (pathname === '/community') return 'community';
  if (pathname === '/my' && hash === '#my-registered') return 'classes';
  if (pathname === '/my' || pathname.startsWith('/my/') || pathname === '/settings') return 'my';
  return null;
}
