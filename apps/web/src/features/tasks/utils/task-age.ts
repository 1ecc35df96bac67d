/**
 * How long a task has been open, as a supervisor reads it at a glance: "45 s", "3 min 05 s",
 * "2 h 07 min". Seconds below zero (clock skew) count as 0.
 */
export function formatTaskAge(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/**
 * A task's age now, from the age the server reported when it answered: the browser's clock only
 * measures the time since then, so a skewed clock does not skew ages.
 */
export function taskAgeNow(ageSeconds: number, answeredAt: number, now: number): number {
  return ageSeconds + Math.max(0, Math.floor((now - answeredAt) / 1000));
}
