import type { KeyboardEventHandler } from 'react';
import { TextField } from '@baeum/shared';
import { checkPhone } from '../lib/validation';
import { messages } from '../messages';

const t = messages.coachContact;

/** How the team reaches a coach: a phone, a kakao id (`kakako_id` on the wire), living abroad. */
export interface CoachContact {
  phone: string;
  kakao: string;
  abroad: boolean;
}

export const noCoachContact: CoachContact = { phone: '', kakao: '', abroad: false };

/** The phone checked when one is typed: null for none, else checkPhone's verdict. */
export function checkContactPhone(contact: CoachContact) {
  return contact.phone.trim() ? checkPhone(contact.phone) : null;
}

interface CoachContactFieldsProps {
  value: CoachContact;
  onChange: (next: CoachContact) => void;
  phoneError?: string | undefined;
  kakaoHint?: string | undefined;
  /** The class of the 해외 거주 checkbox's label (the form's own layout). */
  checkClassName: string | undefined;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
}

/** The coach application's and a coach's profile edit's contact fields. */
export function CoachContactFields({
  value,
  onChange,
  phoneError,
  kakaoHint,
  checkClassName,
  onKeyDown,
}: CoachContactFieldsProps) {
  return (
    <>
      <TextField
        label={t.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={messages.phone.placeholder}
        value={value.phone}
        error={phoneError}
        onChange={(e) => onChange({ ...value, phone: e.target.value })}
        onKeyDown={onKeyDown}
      />
      <TextField
        label={t.kakao}
        hint={kakaoHint}
        maxLength={50}
        value={value.kakao}
        onChange={(e) => onChange({ ...value, kakao: e.target.value })}
        onKeyDown={onKeyDown}
      />
      <label className={checkClassName}>
        <input
          type="checkbox"
          checked={value.abroad}
          onChange={(e) => onChange({ ...value, abroad: e.target.checked })}
        />
        {t.abroad}
      </label>
    </>
  );
}
