// Focus helpers of the modal: which elements Tab can reach, and which dialog is on top
// (only the top one traps focus and answers Escape).
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

export function getFocusable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

const layers: symbol[] = [];

/** Registers an open dialog; returns whether it is on top and a function to unregister. */
export function pushLayer(): { isTop: () => boolean; remove: () => void } {
  const id = Symbol('modal-layer');
  layers.push(id);
  return {
    isTop: () => layers.at(-1) === id,
    remove: () => {
      const index = layers.indexOf(id);
      if (index >= 0) layers.splice(index, 1);
    },
  };
}
