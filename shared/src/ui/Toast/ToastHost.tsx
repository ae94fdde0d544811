import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { uiMessages } from '../../messages/ui';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import type { ToastState, ToastType } from '../../state/toast';
import { hideToastAtom, toastAtom } from '../../state/toast';
import { cx } from '../classNames';
import type { IconName } from '../Icon/iconPaths';
import { Icon } from '../Icon/Icon';
import styles from './Toast.module.scss';

/** Spec §4 and §9: a toast shows 50 ms after it is asked for. */
export const TOAST_SHOW_DELAY_MS = 50;

const TYPE_ICON: Record<ToastType, IconName> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
};

export interface ToastViewProps {
  toast: ToastState | null;
  /** Called when the toast hides, by its timer or a tap. */
  onHide: () => void;
}

/**
 * The toast of spec §2 and §4 as a full-screen dim overlay. A new toast (a new id) first
 * clears the old one and its timers, shows after 50 ms and hides after its duration; a tap
 * anywhere dismisses it. The live region stays mounted so screen readers hear each toast.
 */
export function ToastView({ toast, onHide }: ToastViewProps) {
  // Which toast is on screen, by id: a new toast (a new id) is hidden until its own delay ends.
  const [shownId, setShownId] = useState<ToastState['id'] | null>(null);
  const shown = toast && toast.id === shownId ? toast : null;
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const onHideRef = useRef(onHide);
  useEffect(() => {
    onHideRef.current = onHide;
  });

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  useEffect(() => {
    clearTimers();
    if (!toast) return;
    timers.current.push(
      setTimeout(() => {
        setShownId(toast.id);
        timers.current.push(
          setTimeout(() => {
            setShownId(null);
            onHideRef.current();
          }, toast.duration),
        );
      }, TOAST_SHOW_DELAY_MS),
    );
    return clearTimers;
    // A toast is identified by its id: the same id is the same toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast?.id]);

  const dismiss = () => {
    clearTimers();
    setShownId(null);
    onHideRef.current();
  };

  return createPortal(
    <div className={styles['toast-region']} role="status" aria-live="polite" aria-atomic="true">
      {shown && (
        <div className={cx(styles.toast, styles[`toast--${shown.type}`])} data-toast-id={shown.id}>
          <button
            type="button"
            className={styles.toast__dismiss}
            aria-label={uiMessages.toast.dismiss}
            onClick={dismiss}
          />
          <div className={styles.toast__box}>
            <span className={styles.toast__icon}>
              <Icon
                name={TYPE_ICON[shown.type]}
                size={40}
                title={uiMessages.toast.types[shown.type]}
              />
            </span>
            {shown.title && <strong className={styles.toast__title}>{shown.title}</strong>}
            {shown.message && <p className={styles.toast__message}>{shown.message}</p>}
          </div>
        </div>
      )}
    </div>,
    document.body,
  );
}

/** The shell mounts one ToastHost; it shows the toast of the shared store. */
export function ToastHost() {
  const toast = useAtomValue(toastAtom);
  const hideToast = useSetAtom(hideToastAtom);
  return <ToastView toast={toast} onHide={hideToast} />;
}
