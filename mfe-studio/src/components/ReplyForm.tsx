import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextArea } from '@baeum/shared';
import { messages } from '../messages';
import styles from './ReplyForm.module.scss';

const t = messages.reply;

export interface ReplyFormProps {
  /** The reviewer's name, for the box's accessible label. */
  author: string;
  text: string;
  onTextChange: (text: string) => void;
  /** Resolves when the server took the reply; rejects to keep the text in the box. */
  onReply: (content: string) => Promise<unknown>;
  error?: string | null;
  /** Marks the box so a list can move focus to the next one after a reply. */
  marker?: string;
}

/** The coach's reply box under a review (the inbox and a class's reviews). */
export function ReplyForm({ author, text, onTextChange, onReply, error, marker }: ReplyFormProps) {
  const [empty, setEmpty] = useState(false);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const content = text.trim();
    if (!content) return setEmpty(true);
    setEmpty(false);
    setSending(true);
    await onReply(content).catch(() => undefined);
    setSending(false);
  };
  const markerProps = marker ? { [marker]: '' } : {};
  return (
    <form className={styles.form} onSubmit={submit}>
      <TextArea
        label={t.label(author)}
        hideLabel
        rows={3}
        maxLength={2000}
        showCount={false}
        placeholder={t.placeholder}
        value={text}
        error={empty ? t.empty : error}
        onChange={(e) => onTextChange(e.target.value)}
        {...markerProps}
      />
      <Button type="submit" size="sm" disabled={sending}>
        {t.send}
      </Button>
    </form>
  );
}
