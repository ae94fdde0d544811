import { useRef, useState } from 'react';
import {
  errorMessage,
  fetchMarketingConsent,
  formatKstDate,
  showToast,
  updateMarketingConsent,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { MarketingConsentWire } from '@baeum/shared';
import { accountKeys } from '../../../lib/accountKeys';
import { messages } from '../../../messages';

const t = messages.marketing;

/**
 * 마케팅 정보 수신 동의, kept by the API with the date of the decision. The switch moves at
 * once; if the API refuses, it goes back and a toast gives the server's reason.
 */
export function useMarketingConsent(userId: number) {
  const qc = useQueryClient();
  const key = accountKeys.marketingConsent(userId);
  const query = useQuery({ queryKey: key, queryFn: fetchMarketingConsent });
  const [status, setStatus] = useState('');
  const busy = useRef(false);

  const toggle = async (agreed: boolean) => {
    if (busy.current) return;
    busy.current = true;
    const before = qc.getQueryData<MarketingConsentWire>(key);
    qc.setQueryData<MarketingConsentWire>(key, (old) => old && { ...old, agreed });
    try {
      const answer = await updateMarketingConsent(agreed);
      qc.setQueryData(key, answer);
      setStatus(t.changed(answer.agreed, formatKstDate(answer.decided_at ?? '')));
    } catch (error) {
      qc.setQueryData(key, before);
      showToast({ type: 'error', message: t.saveFailed(errorMessage(error)) });
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
