// How the wallboard writes times: a wait or time in state as m:ss, or h:mm:ss past an hour.

export function formatWait(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Since an ISO moment until now, as formatWait writes it. */
export function formatSince(iso: string, nowMs: number): string {
  return formatWait(nowMs - Date.parse(iso));
}

/** A 0..1 rate as a whole percentage, or null. */
export function percentOf(rate: number | null | undefined): number | null {
  return typeof rate === 'number' ? Math.round(rate * 100) : null;
}
