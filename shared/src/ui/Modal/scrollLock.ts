import { isInAppWebView } from '../../utils/userAgent';

// Spec §2: while any modal is open the page does not scroll, except in the in-app web view,
// where the native container owns scrolling and locking the body freezes the web view.
let locks = 0;
let previousOverflow = '';

export function lockPageScroll(): () => void {
  if (typeof document === 'undefined' || isInAppWebView()) return () => {};
  if (locks === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.setAttribute('data-scroll-locked', '');
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      document.body.style.overflow = previousOverflow;
      document.body.removeAttribute('data-scroll-locked');
    }
  };
}
