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

/** The AlertDialog modal kind: a message and 확인. Opened with openModal('AlertDialog', { message }). */
export function AlertDialog({ props, close }: ModalComponentProps<AlertDialogProps>) {
  const confirm = () => {
    close();
    props.onConfirm?.();
  };
  return (
    <MessageDialog
      props={props}
      onClose={confirm}
      closeOnBackdrop={false}
      footer={
        <Button onClick={confirm} data-autofocus="">
          {props.confirmLabel ?? uiMessages.modal.confirm}
        </Button>
      }
    />
  );
}

/** The ConfirmDialog modal kind: a question with 취소 and 확인. Escape and the backdrop cancel. */
export function ConfirmDialog({ props, close }: ModalComponentProps<ConfirmDialogProps>) {
  const cancel = () => {
    close();
    props.onCancel?.();
  };
  const confirm = () => {
    close();
    props.onConfirm?.();
  };
  return (
    <MessageDialog
      props={props}
      onClose={cancel}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            {props.cancelLabel ?? uiMessages.modal.cancel}
          </Button>
          <Button onClick={confirm} data-autofocus="">
            {props.confirmLabel ?? uiMessages.modal.confirm}
          </Button>
        </>
      }
    />
  );
}
