import { useRef } from 'react';
import { uiMessages } from '../../messages/ui';
import { showToast } from '../../state/toast';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import type { ModalComponentProps } from '../Modal/modalRegistry';
import { TextField } from '../TextField/TextField';
import styles from './ShareDialog.module.scss';

const t = uiMessages.share;

export interface ShareProps {
  url: string;
  title: string;
  /** The link field's label (e.g. 게시글 링크, 클래스 링크); 링크 by default. */
  linkLabel?: string;
}

/**
 * The Share and ClassShare modal kinds (registered by the remote that opens them): the link as text (selectable when copying is not allowed), 링크 복사
 * through the Clipboard API with a toast, and the system share sheet where the browser has one.
 */
export function ShareDialog({ props, close }: ModalComponentProps<ShareProps>) {
  const field = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  /** Browsers without the Clipboard API (insecure pages, old web views): copy the selected field. */
  const copySelected = (): boolean => {
    field.current?.focus();
    field.current?.select();
    try {
      return typeof document.execCommand === 'function' && document.execCommand('copy');
    } catch {
      return false;
    }
  };

  const copy = async () => {
    let copied = false;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(props.url);
      copied = true;
    } catch {
      copied = copySelected();
    }
    if (!copied) {
      // Refused everywhere: the address stays, selected, to copy by hand.
      showToast({ type: 'error', message: t.copyFailed });
      return;
    }
    close();
    showToast({ type: 'success', message: t.copied });
  };

  const share = async () => {
    try {
      await navigator.share({ title: props.title, url: props.url });
      close();
    } catch {
      // Cancelled by the user, or refused: the dialog stays for 링크 복사.
    }
  };

  return (
    <Modal
      title={t.title}
      onClose={close}
      footer={
        <>
          {canShare && (
            <Button variant="secondary" icon="share" onClick={() => void share()}>
              {t.native}
            </Button>
          )}
          <Button icon="link" onClick={() => void copy()} data-autofocus="">
            {t.copy}
          </Button>
        </>
      }
    >
      <div className={styles.share}>
        <TextField
          ref={field}
          label={props.linkLabel ?? t.link}
          value={props.url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
    </Modal>
  );
}
