import { describe, expect, it } from 'vitest';
import { clockMinutes, formatClock12, isValidTimeZone, localParts } from './local-time.ts';

const at = (iso: string, timeZone: string) => localParts(new Date(iso), timeZone);

describe('localParts: the contact’s wall clock', () => {
  it('reads date, weekday and minute of the day', () => {
    expect(at('2026-10-21T01:42:00Z', 'America/New_York')).toEqual({
      date: '2026-10-20',
      weekday: 'tuesday',
      minutes: 21 * 60 + 42,
    });
    expect(at('2026-01-01T05:00:00Z', 'America/New_York')).toEqual({
      date: '2026-01-01',
      weekday: 'thursday',
      minutes: 0,
    });
  });
  it('crosses the date line backwards (Honolulu is still on New Year’s Eve)', () => {
    expect(at('2026-01-01T05:00:00Z', 'Pacific/Honolulu')).toEqual({
      date: '2025-12-31',
      weekday: 'wednesday',
      minutes: 19 * 60,
    });
  });
  it('handles quarter-hour zones and zones without DST', () => {
    expect(at('2026-01-01T00:00:00Z', 'Asia/Kathmandu').minutes).toBe(5 * 60 + 45);
    expect(at('2026-07-01T12:00:00Z', 'America/Phoenix').minutes).toBe(5 * 60);
    expect(at('2026-01-01T12:00:00Z', 'America/Phoenix').minutes).toBe(5 * 60);
  });
  it('follows the US spring-forward gap and the fall-back repeat', () => {
    expect(at('2026-03-08T06:59:00Z', 'America/New_York').minutes).toBe(1 * 60 + 59);
    expect(at('2026-03-08T07:00:00Z', 'America/New_York').minutes).toBe(3 * 60);
    // 1:30 AM happens twice on 2026-11-01.
    expect(at('2026-11-01T05:30:00Z', 'America/New_York').minutes).toBe(90);
    expect(at('2026-11-01T06:30:00Z', 'America/New_York').minutes).toBe(90);
  });
  it('follows Lord Howe’s half-hour DST change', () => {
    expect(at('2026-04-04T14:59:00Z', 'Australia/Lord_Howe').minutes).toBe(119);
    expect(at('2026-04-04T15:00:00Z', 'Australia/Lord_Howe').minutes).toBe(90);
    expect(at('2026-04-04T15:30:00Z', 'Australia/Lord_Howe').minutes).toBe(120);
  });
  it('refuses an unknown zone', () => {
    expect(() => at('2026-01-01T00:00:00Z', 'Mars/Olympus_Mons')).toThrow(/Unknown time zone/);
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones and nothing else', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Australia/Lord_Howe')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('  ')).toBe(false);
  });
});

describe('clock texts', () => {
  it('reads "HH:MM" and the end of the day "24:00"', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('08:30')).toBe(510);
    expect(clockMinutes('23:59')).toBe(1439);
    expect(clockMinutes('24:00')).toBe(1440);
    for (const bad of ['24:01', '25:00', '12:60', '8:00', '0800', '', '08:00 ']) {
      expect(clockMinutes(bad)).toBeNull();
    }
  });
  it('writes a 12-hour clock', () => {
    expect(formatClock12(0)).toBe('12:00 AM');
    expect(formatClock12(480)).toBe('8:00 AM');
    expect(formatClock12(720)).toBe('12:00 PM');
    expect(formatClock12(1302)).toBe('9:42 PM');
    expect(formatClock12(1440)).toBe('midnight');
  });
});
