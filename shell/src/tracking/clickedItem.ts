// Spec section 3: a clicked item is { elementType, innerText, timeStamp }. Only buttons and
// links are recorded; the text is trimmed, its whitespace collapsed and its length capped.
import type { ClickedItem } from '@baeum/shared';

export const MAX_CLICK_TEXT_LENGTH = 50;
/** A page that collects more clicks than this keeps the latest ones (bounded request body). */
export const MAX_CLICKED_ITEMS = 100;

const CLICKABLE =
  'button, a[href], [role="button"], [role="link"], input[type="button"], input[type="submit"]';

function elementTypeOf(element: Element): string {
  const role = element.getAttribute('role');
  if (role === 'button' || role === 'link') return role;
  const tag = element.tagName.toLowerCase();
  if (tag === 'a') return 'link';
  if (tag === 'input') return 'button';
  return tag;
}

function visibleText(element: Element): string {
  // innerText skips hidden text; jsdom lacks it, where textContent is the closest thing.
  const inner = (element as HTMLElement).innerText;
  const raw = typeof inner === 'string' ? inner : (element.textContent ?? '');
  const text =
    raw.replace(/\s+/g, ' ').trim() || (element as HTMLInputElement).value?.trim?.() || '';
  return text || element.getAttribute('aria-label')?.trim() || '';
}

export function toClickedItem(target: EventTarget | null, now: number): ClickedItem | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest(CLICKABLE);
  if (!element) return null;
  return {
    elementType: elementTypeOf(element),
    innerText: visibleText(element).slice(0, MAX_CLICK_TEXT_LENGTH),
    timeStamp: now,
  };
}
