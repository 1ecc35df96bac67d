// Rates and progress of a campaign's figures (issue 14 campaign page).
import type { CampaignStats } from '../api/campaigns-api.ts';

/** A part of the sent as a percent with one decimal ("12.5%"); null before anything was sent. */
export function percentOfSent(part: number, sent: number): string | null {
  if (sent <= 0) return null;
  const percent = Math.round((part / sent) * 1000) / 10;
  return `${percent.toLocaleString('en-US')}%`;
}

/** Targets done: reached, failed or skipped (not pending, not with an agent). */
export function doneCount(stats: Pick<CampaignStats, 'targets' | 'pending' | 'dialing'>): number {
  return Math.max(0, stats.targets - stats.pending - stats.dialing);
}

/** 0–100 for a progress bar. */
export function progressValue(done: number, targets: number): number {
  return targets <= 0 ? 0 : Math.min(100, (done / targets) * 100);
}

/** The audience's contacts now, summed (a contact in several items counted in each); null when a count is unknown. */
export function audienceSize(items: readonly { count?: number | null }[]): number | null {
  let total = 0;
  for (const item of items) {
    if (item.count === null || item.count === undefined) return null;
    total += item.count;
  }
  return total;
}
