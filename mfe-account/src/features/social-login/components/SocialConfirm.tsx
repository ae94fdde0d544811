import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  cancelSocialSignup,
  confirmSocialSignup,
  errorMessage,
  fetchCurrentUser,
  linkSocialWithPassword,
  setUserFromServer,
} from '@baeum/shared';
import type { SocialPendingWire, SocialSignedIn } from '@baeum/shared';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { Agreements, AGREEMENT_ITEMS, noAgreements } from '../../../components/Agreements';
import type { AgreementState } from '../../../components/Agreements';
import { messages } from '../../../messages';
import styles from './SocialConfirm.module.scss';

const t = messages.social;
// The age is asked apart (a yes/no), so the terms list leaves its checkbox out.
const TERMS_ITEMS = AGREEMENT_ITEMS.filter((item) => item.key !== 'age');

interface SocialConfirmProps {
  pending: SocialPendingWire;
  /** Signed in: the user is loaded into the shared store; go to `returnTo`. */
  onSignedIn: (returnTo: string, name: string) => void;
  /** Under 14, or 가입하지 않기: nothing was stored; the page says why. */
  onStopped: (message: string | null) => void;
}

/**
 * The step after a first social log-in, before anything about the person is stored: 만 14세
 * 이상 (under 14 stops here), the required terms and, apart, the marketing consent. When the
 * provider's verified e-mail is an existing member's, linking to that account (with its password)
 * is offered first, never done silently.
 */
export function SocialConfirm({ pending, onSignedIn, onStopped }: SocialConfirmProps) {
  const [age, setAge] = useState<'over' | 'under' | null>(null);
  const [agreements, setAgreements] = useState<AgreementState>(noAgreements);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const finish = async (answer: SocialSignedIn, name: string) => {
    try {
      setUserFromServer(await fetchCurrentUser());
    } catch {
      // The session is open (the cookie and the token are set): the next page load finishes it.
    }
    onSignedIn(answer.return_to || '/', name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (age === null) return setError(t.ageEmpty);
    if (age === 'over' && !(agreements.terms && agreements.privacy)) return setError(t.termsEmpty);
    setBusy(true);
    setError(null);
    try {
      const answer = await confirmSocialSignup({
        over14: age === 'over',
        terms: agreements.terms,
        privacy: agreements.privacy,
        marketing: agreements.marketing,
      });
      await finish(answer, pending.name);
    } catch (err) {
      // Under 14: the API says why and has forgotten everything.
      if (age === 'under') onStopped(errorMessage(err));
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.confirm}>
      <p className={styles.confirm__who}>
        {pending.photo && <img src={pending.photo} alt="" width={48} height={48} />}
        <strong>{pending.name}</strong>
        {pending.email && <span>{pending.email}</span>}
      </p>
      {pending.link_offer && pending.email && <LinkOffer pending={pending} onLinked={finish} />}
      <form className={styles.confirm__form} onSubmit={submit} noValidate>
        <p>{pending.link_offer ? t.orNew : t.confirmIntro}</p>
        <fieldset className={styles.confirm__age}>
          <legend>{t.ageLegend}</legend>
          <label>
            <input
              type="radio"
              name="age"
              checked={age === 'over'}
              onChange={() => setAge('over')}
            />
            {t.over14}
          </label>
          <label>
            <input
              type="radio"
              name="age"
              checked={age === 'under'}
              onChange={() => setAge('under')}
            />
            {t.under14}
          </label>
        </fieldset>
        <Agreements value={agreements} onChange={setAgreements} items={TERMS_ITEMS} />
        {error && <FormAlert id={errorId}>{error}</FormAlert>}
        <Button type="submit" fullWidth size="lg" loading={busy}>
          {busy ? t.submitting : t.submit}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          size="lg"
          onClick={() => void cancelSocialSignup().finally(() => onStopped(null))}
        >
          {t.cancel}
        </Button>
      </form>
    </div>
  );
}

function LinkOffer({
  pending,
  onLinked,
}: {
  pending: SocialPendingWire;
  onLinked: (answer: SocialSignedIn, name: string) => Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password) return setError(messages.password.empty);
    setBusy(true);
    setError(null);
    try {
      await onLinked(await linkSocialWithPassword(password), '');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.confirm__link} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId}>{t.linkTitle}</h2>
      <p>{t.linkDescription(pending.email ?? '')}</p>
      <PasswordField
        label={t.linkPassword}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <Button type="submit" fullWidth size="lg" loading={busy}>
        {busy ? t.linkSubmitting : t.linkSubmit}
      </Button>
    </form>
  );
}
