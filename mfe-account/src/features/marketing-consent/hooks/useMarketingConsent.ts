import { useRef, useState } from 'react';
import {
  errorMessage,
  formatKstDate,
  patchQueryData,
  showToast,
  updateMarketingConsent,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { MarketingConsentWire } from '@baeum/shared';
import { marketingConsentQuery } from '../queries';
import { messages } from '../../../messages';

const t = messages.marketing;

/**
 * 마케팅 정보 수신 동의, kept by the API with the date of the decision. The switch moves at
 * once; if the API refuses, it goes back and a toast gives the server's reason.
 */
export function useMarketingConsent(userId: number) {
  const qc = useQueryClient();
  const consent = marketingConsentQuery(userId);
  const query = useQuery(consent);
  const [status, setStatus] = useState('');
  const busy = useRef(false);

  const save = useMutation({
    mutationFn: (agreed: boolean) => updateMarketingConsent(agreed),
    onMutate: (agreed) =>
      patchQueryData<MarketingConsentWire>(qc, consent.queryKey, (old) => ({ ...old, agreed })),
    onSuccess: (answer) => {
      qc.setQueryData(consent.queryKey, answer);
      setStatus(t.changed(answer.agreed, formatKstDate(answer.decided_at ?? '')));
    },
    onError: (error, _agreed, undo) => {
      undo?.();
      showToast({ type: 'error', message: t.saveFailed(errorMessage(error)) });
    },
  });

  const toggle = async (agreed: boolean) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await save.mutateAsync(agreed);
    } catch {
      // Gone back, with a toast (onError).
    } finally {
      busy.current = false;
    }
  };

  const data = query.data;
  const when = data?.decided_at ? formatKstDate(data.decided_at) : '';
  return {
    ready: data !== undefined,
    failed: query.isError && data === undefined,
    retry: () => void query.refetch(),
    agreed: data?.agreed ?? false,
    /** What the switch's description says: when the member agreed or withdrew, or never. */
    decided: !when ? t.never : data?.agreed ? t.agreedOn(when) : t.declinedOn(when),
    status,
    toggle,
  };
}
