import { describe, expect, it } from 'vitest';
import {
  describeRelativeDate,
  isValidRelativeDate,
  parseRelativeDate,
  resolveRelativeDate,
} from './relative-date.ts';

// Wednesday 15 May 2024, 14:30:45.123 EDT.
const now = new Date('2024-05-15T18:30:45.123Z');
const resolve = (text: string, at = now) => resolveRelativeDate(text, at)?.toISOString();

describe('relative date format (spec 002 §5)', () => {
  it('accepts the spec examples and now alone', () => {
    for (const text of ['now-3h-14m-6d', 'now+1M+1w', 'now/d', 'now/d-1d', 'now', 'now-10s', 'now+2y/M']) {
      expect(isValidRelativeDate(text)).toBe(true);
    }
  });
  it('refuses anything else', () => {
    for (const text of [
      '',
      'now-',
      'now-3',
      'now-3x',
      'now 3d',
      'Now-1d',
      'now-123456d',
      'now+-1d',
      'now/',
      'now//d',
      'now/2d',
      '3d',
      ' now',
    ]) {
      expect(isValidRelativeDate(text)).toBe(false);
    }
    expect(isValidRelativeDate(null)).toBe(false);
  });
  it('parses steps in order', () => {
    expect(parseRelativeDate('now/d-1d')).toEqual([
      { kind: 'round', unit: 'd' },
      { kind: 'shift', amount: -1, unit: 'd' },
    ]);
  });
});

describe('resolving a relative date in Eastern Time', () => {
  it('now-3h-14m-6d', () => {
    expect(resolve('now-3h-14m-6d')).toBe('2024-05-09T15:16:45.123Z');
  });
  it('now+1M+1w', () => {
    expect(resolve('now+1M+1w')).toBe('2024-06-22T18:30:45.123Z');
  });
  it('now/d is Eastern midnight, now/d-1d the one before', () => {
    expect(resolve('now/d')).toBe('2024-05-15T04:00:00.000Z');
    expect(resolve('now/d-1d')).toBe('2024-05-14T04:00:00.000Z');
  });
  it('rounds to the Eastern day even when UTC is already on the next day', () => {
    expect(resolve('now/d', new Date('2024-05-15T02:00:00Z'))).toBe('2024-05-14T04:00:00.000Z');
  });
  it('rounds to the second, minute, hour, ISO week (Monday), month and year', () => {
    expect(resolve('now/s')).toBe('2024-05-15T18:30:45.000Z');
    expect(resolve('now/m')).toBe('2024-05-15T18:30:00.000Z');
    expect(resolve('now/h')).toBe('2024-05-15T18:00:00.000Z');
    expect(resolve('now/w')).toBe('2024-05-13T04:00:00.000Z');
    expect(resolve('now/w', new Date('2024-05-13T03:00:00Z'))).toBe('2024-05-06T04:00:00.000Z');
    expect(resolve('now/M')).toBe('2024-05-01T04:00:00.000Z');
    expect(resolve('now/y')).toBe('2024-01-01T05:00:00.000Z');
  });
  it('now is now', () => {
    expect(resolve('now')).toBe(now.toISOString());
  });
  it('a day keeps the wall-clock time across a DST change (23 hours here)', () => {
    expect(resolve('now-1d', new Date('2024-03-10T16:00:00Z'))).toBe('2024-03-09T17:00:00.000Z');
    expect(resolve('now/d', new Date('2024-03-10T16:00:00Z'))).toBe('2024-03-10T05:00:00.000Z');
  });
  it('hours are exact durations across a DST change', () => {
    expect(resolve('now-12h', new Date('2024-03-10T16:00:00Z'))).toBe('2024-03-10T04:00:00.000Z');
  });
  it('a month or year step clamps to the last day of a shorter month', () => {
    expect(resolve('now+1M', new Date('2024-01-31T17:00:00Z'))).toBe('2024-02-29T17:00:00.000Z');
    expect(resolve('now+1y', new Date('2024-02-29T17:00:00Z'))).toBe('2025-02-28T17:00:00.000Z');
    expect(resolve('now-13M', new Date('2024-03-31T16:00:00Z'))).toBe('2023-02-28T17:00:00.000Z');
  });
  it('does not resolve an invalid text', () => {
    expect(resolveRelativeDate('now-3x', now)).toBeNull();
  });
});

describe('describeRelativeDate (summaries)', () => {
  it('reads simple shifts in words', () => {
    expect(describeRelativeDate('now-3h-14m')).toBe('3 hours 14 minutes ago');
    expect(describeRelativeDate('now+1M+1w')).toBe('in 1 month 1 week');
    expect(describeRelativeDate('now')).toBe('now');
  });
  it('shows rounding and mixed forms as written', () => {
    expect(describeRelativeDate('now/d-1d')).toBe('now/d-1d');
    expect(describeRelativeDate('now-1d+2h')).toBe('now-1d+2h');
  });
});
