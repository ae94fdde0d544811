import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second. The deadline is a timestamp, so a
 * throttled background tab still shows the right number when it wakes up.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void; stop: () => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    timer.current = setInterval(tick, 1000);
    return () => {
      if (timer.current) clearInterval(timer.current);
      timer.current = null;
    };
  }, [deadline]);

  const start = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  const stop = useCallback(() => {
    setDeadline(null);
    setRemaining(0);
  }, []);

  return { remaining, start, stop };
}
