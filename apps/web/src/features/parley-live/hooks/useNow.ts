import { useEffect, useState } from 'react';

/**
 * The time now, moving on every `everyMs`: the wallboard's clocks (time in state, longest wait) tick
 * between snapshots. Only re-renders; it never reads from the server.
 */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
