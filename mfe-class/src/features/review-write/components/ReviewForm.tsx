import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormFooter, PhotoPicker, TextArea, usePhotoPicker, useWritingForm } from '@baeum/shared';
import type { ReviewFields } from '@baeum/shared';
import { messages } from '../../../messages';
import { PROS_MIN, REVIEW_PHOTO_MAX, TEXT_MAX } from '../hooks/reviewRules';
import { ScoreInput } from './ScoreInput';
import styles from './ReviewForm.module.scss';

const t = messages.reviewWrite;

export interface ReviewFormProps {
  initial?: ReviewFields;
  submitLabel: string;
  /** Rejects with the message to show; everything typed stays. */
  onSubmit: (fields: ReviewFields) => Promise<void>;
  onCancel: () => void;
}

/**
 * Writing or editing a review: a score (keyboard-operable stars), pros (required, the minimum
 * shown), cons, suggestions and up to 5 photos. One submit at a time; a failure keeps it all;
 * leaving with unsaved text asks first.
 */
export function ReviewForm({ initial, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const [score, setScore] = useState(initial?.score ?? 0);
  const [pros, setPros] = useState(initial?.pros_content ?? '');
  const [cons, setCons] = useState(initial?.cons_content ?? '');
  const [suggestions, setSuggestions] = useState(initial?.suggestions ?? '');
  const picker = usePhotoPicker({ initial: initial?.photo_list, max: REVIEW_PHOTO_MAX });
  const [errors, setErrors] = useState<{ score?: string; pros?: string; form?: string }>({});
  const dirty =
    score !== (initial?.score ?? 0) ||
    pros !== (initial?.pros_content ?? '') ||
    cons !== (initial?.cons_content ?? '') ||
    suggestions !== (initial?.suggestions ?? '') ||
    picker.pending;

  const { submitting, setSubmitting, footer } = useWritingForm(dirty, onCancel, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const next: typeof errors = {};
    if (score < 1) next.score = t.scoreRequired;
    if (pros.trim().length < PROS_MIN) next.pros = t.prosShort(PROS_MIN);
    setErrors(next);
    if (next.score || next.pros) return;
    setSubmitting(true);
    let photo_list: string[];
    try {
      photo_list = await picker.uploadAll();
    } catch {
      // The photos already up stay up; the rest are tried again on the next submit.
      setErrors({ form: t.photoFailed });
      setSubmitting(false);
      return;
    }
    try {
      await onSubmit({
        score,
        pros_content: pros.trim(),
        cons_content: cons.trim(),
        suggestions: suggestions.trim(),
        photo_list,
      });
    } catch (error) {
      setErrors({ form: error instanceof Error && error.message ? error.message : t.failed });
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ScoreInput value={score} onChange={setScore} error={errors.score} />
      <TextArea
        label={t.pros}
        rows={5}
        maxLength={TEXT_MAX}
        placeholder={t.prosPlaceholder}
        hint={t.prosHint(PROS_MIN)}
        value={pros}
        error={errors.pros}
        onChange={(e) => setPros(e.target.value)}
      />
      <TextArea
        label={t.cons}
        rows={3}
        maxLength={TEXT_MAX}
        value={cons}
        onChange={(e) => setCons(e.target.value)}
      />
      <TextArea
        label={t.suggestions}
        rows={3}
        maxLength={TEXT_MAX}
        hint={t.suggestionsHint}
        value={suggestions}
        onChange={(e) => setSuggestions(e.target.value)}
      />
      <PhotoPicker picker={picker} label={t.photos} disabled={submitting} />
      <FormFooter {...footer} error={errors.form} submitLabel={submitLabel} />
    </form>
  );
}
