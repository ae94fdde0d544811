import { useState } from 'react';
import {
  Avatar,
  Button,
  PhotoPicker,
  TextArea,
  TextField,
  showToast,
  failureMessage,
  useLeaveGuard,
  usePhotoPicker,
} from '@baeum/shared';
import type { EditProfileWire } from '@baeum/shared';
import { ignoreImeEnter, useGuardedSubmit } from '../../../lib/useGuardedAction';
import { checkEmail, checkNickname } from '../../../lib/validation';
import {
  CoachContactFields,
  checkContactPhone,
  noCoachContact,
} from '../../../components/CoachContactFields';
import { messages } from '../../../messages';
import { useSaveProfile } from '../hooks/useSaveProfile';
import styles from './ProfileEditForm.module.scss';

const t = messages.profileEdit;

/** The API keeps 300 characters of an intro. */
export const INTRO_MAX = 300;

type Errors = Partial<Record<'nickname' | 'email' | 'phone' | 'form', string>>;

interface ProfileEditFormProps {
  userId: number;
  isCoach: boolean;
  profile: EditProfileWire['userInfo'];
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Edit profile: photo (the MediaUpload kit, one photo, a round preview, back to the default),
 * nickname, intro, email, and a coach's contact data. Checked before any request; a failed
 * save keeps everything typed and picked; one save at a time; leaving with changes asks first.
 */
export function ProfileEditForm({
  userId,
  isCoach,
  profile,
  onDone,
  onCancel,
}: ProfileEditFormProps) {
  const current = profile.photo[0];
  const customPhoto = current && current.is_default !== 'Y' ? current.photo_url : null;
  const defaultPhoto = current?.is_default === 'Y' ? current.photo_url : '';
  const picker = usePhotoPicker({ initial: customPhoto ? [customPhoto] : [], max: 1 });
  const [nickname, setNickname] = useState(profile.nickname || profile.user_name || '');
  const [intro, setIntro] = useState(profile.profile_comment ?? '');
  const [email, setEmail] = useState(profile.email ?? '');
  const [contact, setContact] = useState(noCoachContact);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveProfile(userId);

  const picked = picker.photos[0];
  const photoChanged = (picked?.url ?? null) !== customPhoto;
  const profileChanged =
    photoChanged || intro !== (profile.profile_comment ?? '') || nickname !== profile.nickname;
  const dirty =
    profileChanged ||
    email !== (profile.email ?? '') ||
    Boolean(contact.phone || contact.kakao) ||
    contact.abroad;

  const { onSubmit, pending } = useGuardedSubmit(async () => {
    const nick = checkNickname(nickname);
    const mail = checkEmail(email);
    const contactPhone = checkContactPhone(contact);
    const next: Errors = {};
    if (!nick.ok) next.nickname = nick.message;
    // Without a nickname nothing of the profile is sent (spec §5): say so rather than drop
    // the new photo or intro without a word.
    else if (!nick.value && (photoChanged || intro !== (profile.profile_comment ?? '')))
      next.nickname = t.nicknameRequired;
    if (!mail.ok) next.email = mail.message;
    if (contactPhone && !contactPhone.ok) next.phone = contactPhone.message;
    setErrors(next);
    if (Object.keys(next).length > 0 || !nick.ok || !mail.ok) return;

    try {
      let photo = '';
      if (!picked) photo = customPhoto ? 'default' : '';
      else if (photoChanged) photo = (await picker.uploadAll())[0] ?? '';
      await save({
        nickname: nick.value,
        photo,
        profileComment: intro.trim(),
        email: mail.value !== (profile.email ?? '') ? mail.value : '',
        contact:
          isCoach && (contactPhone?.ok || contact.kakao.trim())
            ? {
                phone: contactPhone?.ok ? contactPhone.value : '',
                kakako_id: contact.kakao.trim(),
                living_abroad: contact.abroad,
              }
            : null,
      });
    } catch (error) {
      setErrors({ form: failureMessage(error, t.failed) });
      return;
    }
    showToast({ type: 'success', message: t.saved });
    onDone();
  });

  const leave = useLeaveGuard(dirty, {
    busy: pending,
    message: t.leaveQuestion,
    confirmLabel: t.leave,
  });

  const previewName = nickname.trim() || profile.user_name;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.photo}>
        <figure className={styles.photo__preview}>
          <Avatar
            key={picked?.url ?? defaultPhoto}
            src={picked?.url ?? defaultPhoto}
            name={previewName}
            size={96}
            isCoach={isCoach}
            decorative
          />
          <figcaption className={styles.photo__caption}>
            <span className={styles.photo__name}>{previewName}</span>
            <span className={styles.photo__state}>
              {!picked ? t.usingDefault : photoChanged ? t.usingNew : t.usingCurrent}
            </span>
          </figcaption>
        </figure>
        <div className={styles.photo__controls}>
          <PhotoPicker picker={picker} label={t.photoLabel} disabled={pending} />
          <p className={styles.photo__hint}>{t.photoHint}</p>
          {picked && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.photo__reset}
              disabled={pending}
              onClick={() => picker.remove(picked.key)}
            >
              {t.resetPhoto}
            </Button>
          )}
        </div>
      </div>

      <TextField
        label={t.nickname}
        hint={t.nicknameHint}
        autoComplete="nickname"
        value={nickname}
        error={errors.nickname}
        onChange={(e) => setNickname(e.target.value)}
        onKeyDown={ignoreImeEnter}
      />
      <TextArea
        label={t.intro}
        rows={4}
        maxLength={INTRO_MAX}
        placeholder={t.introPlaceholder}
        value={intro}
        onChange={(e) => setIntro(e.target.value)}
      />
      <TextField
        label={t.email}
        hint={t.emailHint}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
        onKeyDown={ignoreImeEnter}
      />

      {isCoach && (
        <fieldset className={styles.contact}>
          <legend className={styles.contact__legend}>{t.contactLegend}</legend>
          <p className={styles.contact__hint}>{t.contactHint}</p>
          <CoachContactFields
            value={contact}
            onChange={setContact}
            phoneError={errors.phone}
            checkClassName={styles.contact__check}
            onKeyDown={ignoreImeEnter}
          />
        </fieldset>
      )}

      {errors.form && (
        <p className={styles.form__error} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.form__actions}>
        <Button variant="secondary" onClick={() => leave(onCancel)} disabled={pending}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={pending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
