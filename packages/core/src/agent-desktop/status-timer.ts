// spec 001 §9: "Agent status timer ticks every 500 ms."
export const STATUS_TIMER_TICK_MS = 500;

/**
 * Time in the current status as `m:ss` under an hour and `h:mm:ss` from an hour on. A start in the
 * future (clock skew between browser and server) shows 0:00.
 */
export function formatStatusDuration(elapsedMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  if (hours === 0) return `${minutes}:${ss}`;
  return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
}

/** The elapsed time since an ISO date, or 0 when the date does not parse. */
export function elapsedSince(isoDate: string | null | undefined, now: number): number {
  const start = isoDate ? Date.parse(isoDate) : Number.NaN;
  return Number.isNaN(start) ? 0 : now - start;
}
