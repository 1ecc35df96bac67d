import { useEffect, useState } from 'react';

/** The time now, re-read every `everyMs` while mounted. */
export function useTicker(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
