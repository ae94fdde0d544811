import { useId } from 'react';
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

/** The AlertDialog modal kind: a message and 확인. Opened with openModal('AlertDialog', { message }). */
export function AlertDialog({ props, close }: ModalComponentProps<AlertDialogProps>) {
  const messageId = useId();
  const confirm = () => {
    close();
    props.onConfirm?.();
  };
  return (
    <Modal
      title={props.title || props.message}
      hideTitle={!props.title}
      role="alertdialog"
      describedBy={props.title ? messageId : undefined}
      onClose={confirm}
      hideCloseButton
      closeOnBackdrop={false}
      footer={
        <Button onClick={confirm} data-autofocus="">
          {props.confirmLabel ?? uiMessages.modal.confirm}
        </Button>
      }
    >
      <p id={messageId} className={styles.modal__message}>
        {props.message}
      </p>
    </Modal>
  );
}

/** The ConfirmDialog modal kind: a question with 취소 and 확인. Escape and the backdrop cancel. */
export function ConfirmDialog({ props, close }: ModalComponentProps<ConfirmDialogProps>) {
  const messageId = useId();
  const cancel = () => {
    close();
    props.onCancel?.();
  };
  const confirm = () => {
    close();
    props.onConfirm?.();
  };
  return (
    <Modal
      title={props.title || props.message}
      hideTitle={!props.title}
      role="alertdialog"
      describedBy={props.title ? messageId : undefined}
      onClose={cancel}
      hideCloseButton
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
    >
      <p id={messageId} className={styles.modal__message}>
        {props.message}
      </p>
    </Modal>
  );
}
