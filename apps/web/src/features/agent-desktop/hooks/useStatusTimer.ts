import {
  elapsedSince,
  formatStatusDuration,
  STATUS_TIMER_TICK_MS,
} from '@parley/core/agent-desktop/status-timer';
import { useEffect, useState } from 'react';

/** The time in the current status, re-read every 500 ms (spec 001 §9). */
export function useStatusTimer(statusChangedAt: string | null | undefined): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), STATUS_TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return formatStatusDuration(elapsedSince(statusChangedAt, now));
}
