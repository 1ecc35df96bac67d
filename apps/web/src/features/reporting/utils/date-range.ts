import { localDate } from '@parley/core/reporting/dashboard';

// The dashboard's period presets, as local dates in the chosen zone.

export const PERIOD_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, timeZone: string, now = new Date()) {
  const today = localDate(now, timeZone);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shift(today, -1), to: shift(today, -1) };
    case 'last7':
      return { from: shift(today, -6), to: today };
    case 'last30':
      return { from: shift(today, -29), to: today };
  }
}
