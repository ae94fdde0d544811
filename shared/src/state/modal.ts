// The modal stack (spec section 2): one open modal per name; opening pushes, back pops.
import { atom, getStore } from './jotai';

export const MODAL_KINDS = [
  'Login',
  'MediaPreview',
  'MediaUpload',
  'ClassShare',
  'Share',
  'RequirementInfo',
  'FeedOption',
  'ConfirmDialog',
  'AlertDialog',
  'Search',
] as const;

export type ModalKind = (typeof MODAL_KINDS)[number];

export interface ModalEntry {
  name: ModalKind;
  /** What the modal shows (a dialog's title and message, the media to preview, …). */
  props?: Record<string, unknown>;
}

export const modalStackAtom = atom<ModalEntry[]>([]);

/** Pushes a modal, unless one of that name is already open (then nothing changes). */
export const openModalAtom = atom(null, (get, set, entry: ModalEntry) => {
  const stack = get(modalStackAtom);
  if (stack.some((open) => open.name === entry.name)) return false;
  set(modalStackAtom, [...stack, entry]);
  return true;
});

/** Closes the named modal, or the top one when no name is given. */
export const closeModalAtom = atom(null, (get, set, name?: ModalKind) => {
  const stack = get(modalStackAtom);
  const next = name ? stack.filter((open) => open.name !== name) : stack.slice(0, -1);
  if (next.length === stack.length) return false;
  set(modalStackAtom, next);
  return true;
});

export function openModal(name: ModalKind, props?: Record<string, unknown>): boolean {
  return getStore().set(openModalAtom, props ? { name, props } : { name });
}

export function closeModal(name?: ModalKind): boolean {
  return getStore().set(closeModalAtom, name);
}
