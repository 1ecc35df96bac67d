import { useEffect, useState } from 'react';

/**
 * The time now in ms, re-read every `everyMs` while mounted: the clocks that tick between server reads
 * (a call's duration, a task's age, time in a status). Only re-renders; it never reads the server.
 */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
