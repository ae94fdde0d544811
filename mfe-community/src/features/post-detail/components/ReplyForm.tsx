import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  TextArea,
  canCallNative,
  nativeBridge,
  openModal,
  useAtomValue,
  userAtom,
} from '@baeum/shared';
import type { FeedItemWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './PostDetail.module.scss';

const t = messages.detail;
const MAX = 2000;

/**
 * The reply box, fixed at the bottom on phones. A failed send keeps the text. With `editing`
 * the same box edits one's own reply: it starts with the reply's text, saves with 저장 and
 * offers 취소. The parent keys it by the reply being edited (`key={editing?.comment_id ?? 'new'}`).
 */
export function ReplyForm({
  postId,
  onSend,
  sending,
  editing,
  onSave,
  onCancelEdit,
}: {
  postId: number;
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  editing?: FeedItemWire | null;
  onSave?: (reply: FeedItemWire, text: string) => Promise<unknown>;
  onCancelEdit?: () => void;
}) {
  const user = useAtomValue(userAtom);
  // The parent keys this form by the reply being edited: editing starts with the reply's text.
  const [text, setText] = useState(editing?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const editingId = editing?.comment_id ?? null;

  // Editing starts with the focus in the box.
  useEffect(() => {
    if (editingId !== null) box.current?.focus();
  }, [editingId]);

  if (user.isLoaded && !user.id) {
    return (
      <div className={styles.composer}>
        <Button variant="secondary" fullWidth onClick={() => openModal('Login')}>
          {t.loginToReply}
        </Button>
      </div>
    );
  }

  // In the app (from 210) replies are written on its native screen (spec §2).
  if (!editing && canCallNative('feedReply')) {
    return (
      <div className={styles.composer}>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => void nativeBridge.feedReply({ commentId: postId })}
        >
          {t.replyFormLabel}
        </Button>
      </div>
    );
  }

  const cancel = () => {
    setText('');
    setError(null);
    onCancelEdit?.();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return setError(t.replyEmpty);
    if (sending) return;
    setError(null);
    try {
      if (editing && onSave) await onSave(editing, content);
      else await onSend(content);
      setText('');
      if (editing) onCancelEdit?.();
    } catch {
      setError(editing ? t.editFailed : t.replyFailed);
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={submit}
      aria-label={editing ? t.editFormLabel : t.replyFormLabel}
    >
      <TextArea
        ref={box}
        label={editing ? t.editLabel : t.replyLabel}
        hideLabel
        rows={2}
        maxLength={MAX}
        showCount={text.length > MAX * 0.8}
        placeholder={t.replyPlaceholder}
        value={text}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
      {editing && (
        <Button variant="secondary" onClick={cancel} className={styles.composer__send}>
          {t.cancelEdit}
        </Button>
      )}
      <Button type="submit" loading={sending} className={styles.composer__send}>
        {editing ? t.save : t.send}
      </Button>
    </form>
  );
}
