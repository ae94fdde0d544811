import { useEffect } from 'react';
import { messages } from '../messages';

/** "로그인 | 배움": the page title template of spec section 1, for this remote's screens. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${messages.brand}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
