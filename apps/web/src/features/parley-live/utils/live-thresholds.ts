import { PARLEY_LIVE_TEXTS } from '../parley-live-texts.ts';
import { formatWait } from './live-format.ts';

// A queue's alert thresholds on Parley Live (issue 15: "alerts when a queue passes a threshold the
// supervisor sets"): each is optional; a queue past any of them is highlighted with the reasons.

export type QueueThresholds = {
  /** Alert when more than this many tasks wait. */
  waitingAbove?: number;
  /** Alert when the oldest waiting task has waited more than this many seconds. */
  longestWaitAboveSeconds?: number;
  /** Alert when today's service level is under this percentage (0–100). */
  serviceLevelBelowPercent?: number;
};

export type QueueAlertFigures = {
  waiting: number;
  longestWaitSince: string | null;
  today: { serviceLevel?: number | null };
};

const KEYS = ['waitingAbove', 'longestWaitAboveSeconds', 'serviceLevelBelowPercent'] as const;

/** The thresholds kept in storage, checked: unknown keys and anything not a number ≥ 0 are dropped. */
export function cleanThresholds(value: unknown): QueueThresholds {
  const clean: QueueThresholds = {};
  if (typeof value !== 'object' || value === null) return clean;
  for (const key of KEYS) {
    const number = Reflect.get(value, key);
    if (typeof number === 'number' && Number.isFinite(number) && number >= 0) clean[key] = number;
  }
  if (clean.serviceLevelBelowPercent !== undefined)
    clean.serviceLevelBelowPercent = Math.min(clean.serviceLevelBelowPercent, 100);
  return clean;
}

/** Why the queue is over its thresholds now (empty: no alert). */
export function queueAlerts(queue: QueueAlertFigures, thresholds: QueueThresholds, nowMs: number): string[] {
  const reasons: string[] = [];
  const texts = PARLEY_LIVE_TEXTS.alerts;
  if (thresholds.waitingAbove !== undefined && queue.waiting > thresholds.waitingAbove)
    reasons.push(texts.waiting(queue.waiting, thresholds.waitingAbove));
  if (thresholds.longestWaitAboveSeconds !== undefined && queue.longestWaitSince) {
    const waitedMs = nowMs - Date.parse(queue.longestWaitSince);
    if (waitedMs > thresholds.longestWaitAboveSeconds * 1000)
      reasons.push(texts.longestWait(formatWait(waitedMs), thresholds.longestWaitAboveSeconds));
  }
  const level = queue.today.serviceLevel;
  // No service level yet (nothing answered or abandoned today) is no alert.
  if (thresholds.serviceLevelBelowPercent !== undefined && typeof level === 'number') {
    const percent = Math.round(level * 100);
    if (level * 100 < thresholds.serviceLevelBelowPercent)
      reasons.push(texts.serviceLevel(percent, thresholds.serviceLevelBelowPercent));
  }
  return reasons;
}
