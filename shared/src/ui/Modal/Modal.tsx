import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { uiMessages } from '../../messages/ui';
import { cx } from '../classNames';
import { Icon } from '../Icon/Icon';
import { getFocusable, pushLayer } from './focus';
import { lockPageScroll } from './scrollLock';
import styles from './Modal.module.scss';

export type ModalVariant = 'dialog' | 'sheet' | 'fullscreen';

export interface ModalProps {
  /** The dialog's name (aria-labelledby). Always given; hideTitle keeps it for screen readers only. */
  title: string;
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** dialog: a centred box; sheet: a bottom sheet on phones; fullscreen: overlays like search. */
  variant?: ModalVariant;
  /** alertdialog for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (its message). */
  describedBy?: string;
  hideCloseButton?: boolean;
  /** Whether a tap on the dim background closes the dialog. */
  closeOnBackdrop?: boolean;
  footer?: ReactNode;
  className?: string;
}

/**
 * The modal primitive: a portal to <body>, role=dialog with aria-modal and a label, focus
 * moved in and trapped (Tab cycles), Escape closes, focus returns to the opener on close,
 * and the page does not scroll behind it. Put [data-autofocus] on the element to focus first.
 */
export function Modal({
  title,
  hideTitle = false,
  onClose,
  children,
  variant = 'dialog',
  role = 'dialog',
  describedBy,
  hideCloseButton = false,
  closeOnBackdrop = true,
  footer,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const layer = pushLayer();
    const unlock = lockPageScroll();

    const initial =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      getFocusable(dialog.querySelector<HTMLElement>('[data-modal-body]') ?? dialog)[0] ??
      dialog;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!layer.isTop()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = getFocusable(dialog);
      if (focusable.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      const outside = !dialog.contains(active);
      if (event.shiftKey && (active === first || active === dialog || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes (a click on the page behind, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (layer.isTop() && event.target instanceof Node && !dialog.contains(event.target))
        dialog.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      layer.remove();
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div className={cx(styles.modal, styles[`modal--${variant}`], className)}>
      <button
        type="button"
        className={styles.modal__backdrop}
        tabIndex={-1}
        aria-hidden="true"
        onClick={closeOnBackdrop ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={dialogRef}
        className={styles.modal__dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className={cx(styles.modal__header, hideTitle && styles['modal__header--bare'])}>
          <h2 id={titleId} className={cx(styles.modal__title, hideTitle && 'visually-hidden')}>
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              className={styles.modal__close}
              aria-label={uiMessages.modal.close}
              onClick={onClose}
            >
              <Icon name="close" size={24} />
            </button>
          )}
        </div>
        <div className={styles.modal__body} data-modal-body="">
          {children}
        </div>
        {footer && <div className={styles.modal__footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
