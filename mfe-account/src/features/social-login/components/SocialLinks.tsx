import { useState } from 'react';
import {
  Button,
  errorMessage,
  formatKstDate,
  Skeleton,
  socialStartUrl,
  unlinkSocial,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { SocialProvider } from '@baeum/shared';
import { FormAlert } from '../../../components/FormAlert';
import { messages } from '../../../messages';
import { socialLinksQuery } from '../queries';
import styles from './SocialLinks.module.scss';

const t = messages.social;
export const SOCIAL_SETTINGS_PATH = '/settings/social';

interface SocialLinksProps {
  userId: number;
  /** What the provider's way back said (`?social_linked=` / `?social_error=`). */
  linked?: string | null;
  failure?: string | null;
}

/**
 * /settings/social: each provider linked or not; 연결하기 goes to the provider (and back here),
 * 연결 해제 asks the API, which never removes the member's last way in.
 */
export function SocialLinks({ userId, linked, failure }: SocialLinksProps) {
  const qc = useQueryClient();
  const links = socialLinksQuery(userId);
  const query = useQuery(links);
  const [note, setNote] = useState<{ tone: 'error' | 'success'; text: string } | null>(() => {
    if (failure) return { tone: 'error', text: t.failure[failure] ?? t.failureFallback };
    const label = linked ? t.label[linked as SocialProvider] : undefined;
    return label ? { tone: 'success', text: t.linkedNow(label) } : null;
  });
  const unlink = useMutation({
    mutationFn: (provider: SocialProvider) => unlinkSocial(provider),
    onSuccess: (_answer, provider) => {
      setNote({ tone: 'success', text: t.unlinkedNow(t.label[provider]) });
      void qc.invalidateQueries({ queryKey: links.queryKey });
    },
    onError: (error) => setNote({ tone: 'error', text: errorMessage(error) }),
  });

  if (query.isError && !query.data) return <FormAlert>{t.settingsLoadError}</FormAlert>;
  if (!query.data)
    return (
      <div role="status" aria-label={t.settingsLoading}>
        <Skeleton height={56} />
      </div>
    );
  return (
    <div className={styles.links}>
      <p className={styles.links__description}>{t.settingsDescription}</p>
      {note && <FormAlert tone={note.tone}>{note.text}</FormAlert>}
      <ul className={styles.links__list}>
        {query.data.providers.map((p) => {
          const label = t.label[p.provider];
          return (
            <li key={p.provider} className={styles.links__row}>
              <span className={styles.links__name}>
                <strong>{label}</strong>
                <span>
                  {p.linked && p.linked_at
                    ? `${t.linked} · ${formatKstDate(p.linked_at)}`
                    : t.notLinked}
                </span>
              </span>
              {p.linked ? (
                <Button
                  variant="secondary"
                  size="md"
                  loading={unlink.isPending && unlink.variables === p.provider}
                  onClick={() => unlink.mutate(p.provider)}
                >
                  {t.unlink(label)}
                </Button>
              ) : (
                <a
                  className={styles.links__link}
                  href={socialStartUrl(p.provider, SOCIAL_SETTINGS_PATH, { link: true })}
                >
                  {t.link(label)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
