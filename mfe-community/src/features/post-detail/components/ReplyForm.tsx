import { useState } from 'react';
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
import { messages } from '../../../messages';
import styles from './PostDetail.module.scss';

const t = messages.detail;
const MAX = 2000;

/** The reply box, fixed at the bottom on phones. A failed send keeps the text. */
export function ReplyForm({
  postId,
  onSend,
  sending,
}: {
  postId: number;
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
}) {
  const user = useAtomValue(userAtom);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

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
  if (canCallNative('feedReply')) {
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content) return setError(t.replyEmpty);
    if (sending) return;
    setError(null);
    try {
      await onSend(content);
      setText('');
    } catch {
      setError(t.replyFailed);
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label={t.replyFormLabel}>
      <TextArea
        label={t.replyLabel}
        hideLabel
        rows={2}
        maxLength={MAX}
        showCount={text.length > MAX * 0.8}
        placeholder={t.replyPlaceholder}
        value={text}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" loading={sending} className={styles.composer__send}>
        {t.send}
      </Button>
    </form>
  );
}
