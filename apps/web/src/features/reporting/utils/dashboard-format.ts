import { toCsv } from '@parley/core/common/csv';
import { abbreviateNumber } from '@parley/core/common/number-format';
import type { Figures } from '../api/reporting-api.ts';
import { REPORTING_TEXTS } from '../reporting-texts.ts';

// How the dashboard writes its figures: counts with the spec's abbreviations, rates as percent, times
// as m:ss (h:mm:ss past an hour), and a dash for a figure with nothing to average.

export const formatCount = (value: number) => abbreviateNumber(value);

export function formatRate(value: number | null): string {
  if (value === null) return REPORTING_TEXTS.none;
  return `${(Math.round(value * 1000) / 10).toLocaleString('en-US')}%`;
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return REPORTING_TEXTS.none;
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The columns every breakdown table shows, in order. */
export const FIGURE_COLUMNS: {
  label: string;
  value: (figures: Figures) => string;
  raw: (figures: Figures) => number | null;
}[] = [
  { label: REPORTING_TEXTS.kpis.created, value: (f) => formatCount(f.created), raw: (f) => f.created },
  { label: REPORTING_TEXTS.kpis.handled, value: (f) => formatCount(f.handled), raw: (f) => f.handled },
  {
    label: REPORTING_TEXTS.kpis.abandonRate,
    value: (f) => formatRate(f.abandonRate),
    raw: (f) => f.abandonRate,
  },
  {
    label: REPORTING_TEXTS.kpis.asa,
    value: (f) => formatDuration(f.averageSpeedOfAnswerSeconds),
    raw: (f) => f.averageSpeedOfAnswerSeconds,
  },
  {
    label: REPORTING_TEXTS.kpis.aht,
    value: (f) => formatDuration(f.averageHandleSeconds),
    raw: (f) => f.averageHandleSeconds,
  },
  {
    label: REPORTING_TEXTS.kpis.wrap,
    value: (f) => formatDuration(f.averageWrapSeconds),
    raw: (f) => f.averageWrapSeconds,
  },
];

/** A breakdown as CSV: its name column, then the raw figures (rates 0..1, times in seconds). */
export function breakdownCsv(nameLabel: string, rows: { name: string; figures: Figures }[]): string {
  return toCsv(
    [nameLabel, ...FIGURE_COLUMNS.map((column) => column.label)],
    rows.map((row) => [row.name, ...FIGURE_COLUMNS.map((column) => column.raw(row.figures))]),
  );
}

/** Saves text as a file (the browser's download). */
export function downloadText(fileName: string, text: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
