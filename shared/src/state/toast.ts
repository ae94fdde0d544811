// The toast (spec section 2): type, title and message. The host shows it after 50 ms and
// hides it after `duration`; a new toast replaces the old one (a new id restarts the timers).
import { atom, getStore } from './jotai';

export type ToastType = 'info' | 'success' | 'error' | 'warning';

/** Spec section 9: toast default duration 2000 ms. */
export const TOAST_DURATION_MS = 2000;

export interface ToastState {
  /** Changes with every toast, so the host can tell a new one from the same one. */
  id: number;
  type: ToastType;
  title: string;
  message: string;
  duration: number;
}

export interface ToastRequest {
  type?: ToastType;
  title?: string;
  message: string;
  duration?: number;
}

export const toastAtom = atom<ToastState | null>(null);

let lastId = 0;

export const showToastAtom = atom(null, (_get, set, request: ToastRequest) => {
  lastId += 1;
  const toast: ToastState = {
    id: lastId,
    type: request.type ?? 'info',
    title: request.title ?? '',
    message: request.message,
    duration: request.duration ?? TOAST_DURATION_MS,
  };
  set(toastAtom, toast);
  return toast;
});

export const hideToastAtom = atom(null, (_get, set) => set(toastAtom, null));

export function showToast(request: ToastRequest): ToastState {
  return getStore().set(showToastAtom, request);
}

export function hideToast(): void {
  getStore().set(hideToastAtom);
}
