import { useId } from 'react';
import type { ReactNode } from 'react';
import { uiMessages } from '../../messages/ui';
import { Button } from '../Button/Button';
import { Modal } from './Modal';
import type { ModalComponentProps } from './modalRegistry';
import styles from './Modal.module.scss';

export interface AlertDialogProps {
  title?: string;
  message: string;
  confirmLabel?: string;
  onConfirm?: () => void;
}

export interface ConfirmDialogProps extends AlertDialogProps {
  cancelLabel?: string;
  onCancel?: () => void;
}

/** The frame both dialogs share: a title (or the message as the name), the message, buttons. */
function MessageDialog({
  props,
  onClose,
  closeOnBackdrop,
  footer,
}: {
  props: AlertDialogProps;
  onClose: () => void;
  closeOnBackdrop?: boolean;
  footer: ReactNode;
}) {
  const messageId = useId();
  return (
    <Modal
      title={props.title || props.message}
      hideTitle={!props.title}
      role="alertdialog"
      describedBy={props.title ? messageId : undefined}
      onClose={onClose}
      hideCloseButton
      closeOnBackdrop={closeOnBackdrop}
      footer={footer}
    >
      <p id={messageId} className={styles.modal__message}>
        {props.message}
      </p>
    </Modal>
  );
}

/** A handler that closes the dialog, then calls the caller's callback when there is one. */
function closeThen(close: () => void, callback?: () => void) {
  return () => {
    close();
    callback?.();
  };
}

/** The 확인 button both dialogs end with, focused first. */
function ConfirmButton({ label, onClick }: { label?: string; onClick: () => void }) {
  return (
    <Button onClick={onClick} data-autofocus="">
      {label ?? uiMessages.modal.confirm}
    </Button>
  );
}

/** The AlertDialog modal kind: a message and 확인. Opened with openModal('AlertDialog', { message }). */
export function AlertDialog({ props, close }: ModalComponentProps<AlertDialogProps>) {
  const confirm = closeThen(close, props.onConfirm);
  return (
    <MessageDialog
      props={props}
      onClose={confirm}
      closeOnBackdrop={false}
      footer={<ConfirmButton label={props.confirmLabel} onClick={confirm} />}
    />
  );
}

/** The ConfirmDialog modal kind: a question with 취소 and 확인. Escape and the backdrop cancel. */
export function ConfirmDialog({ props, close }: ModalComponentProps<ConfirmDialogProps>) {
  const cancel = closeThen(close, props.onCancel);
  return (
    <MessageDialog
      props={props}
      onClose={cancel}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            {props.cancelLabel ?? uiMessages.modal.cancel}
          </Button>
          <ConfirmButton label={props.confirmLabel} onClick={closeThen(close, props.onConfirm)} />
        </>
      }
    />
  );
}
