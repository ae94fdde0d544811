import { useCallback, useEffect, useState } from 'react';

interface Timer {
  deadline: number;
  now: number;
}

/**
 * Seconds left until a deadline, ticking once a second. The number is worked out while
 * rendering (never one render late, so a resend button is disabled from the first frame), and
 * from timestamps, so a throttled background tab shows the right number when it wakes up.
 */
export function useCountdown(): {
  remaining: number;
  start: (seconds: number) => void;
  stop: () => void;
} {
  const [timer, setTimer] = useState<Timer | null>(null);
  const remaining = timer ? Math.max(0, Math.ceil((timer.deadline - timer.now) / 1000)) : 0;
  const deadline = timer?.deadline ?? null;
  const running = remaining > 0;

  useEffect(() => {
    if (deadline === null || !running) return;
    const id = setInterval(
      () => setTimer((current) => current && { deadline: current.deadline, now: Date.now() }),
      1000,
    );
    return () => clearInterval(id);
  }, [deadline, running]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setTimer({ deadline: now + seconds * 1000, now });
  }, []);
  const stop = useCallback(() => setTimer(null), []);

  return { remaining, start, stop };
}
