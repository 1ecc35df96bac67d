import { describe, expect, it } from 'vitest';
import {
  type CallRestrictions,
  DEFAULT_CALL_LIMITS,
  DEFAULT_DAILY_HOURS,
  type OutboundAttempt,
} from './compliance-model.ts';
import { decideOutbound } from './outbound-decision.ts';

// 2026-10-20 is a Tuesday; 14:00Z is 10:00 AM in New York, 7:00 AM in Los Angeles.
const TUESDAY_10AM_NEW_YORK = new Date('2026-10-20T14:00:00Z');

const attempt = (overrides: Partial<OutboundAttempt> = {}): OutboundAttempt => ({
  channel: 'call',
  now: TUESDAY_10AM_NEW_YORK,
  timeZones: ['America/New_York'],
  state: 'FL',
  areaCode: '305',
  onDoNotCallList: false,
  optedOut: false,
  callsToContactToday: 0,
  callsToNumberToday: 0,
  abandonCapReached: false,
  replyToContact: false,
  ...overrides,
});

const restrictions = (overrides: Partial<CallRestrictions> = {}): CallRestrictions => ({
  hours: DEFAULT_DAILY_HOURS,
  holidays: [],
  limits: DEFAULT_CALL_LIMITS,
  emergencies: [],
  ...overrides,
});

const milton = {
  id: 'e1',
  name: 'Hurricane Milton',
  states: ['FL'],
  areaCodes: [],
  startDate: '2026-10-08',
  endDate: '2026-10-20',
};

describe('decideOutbound (issue 14 "Compliance")', () => {
  it('allows a call inside the hours with nothing against it', () => {
    expect(decideOutbound(attempt(), restrictions())).toEqual({ allowed: true });
  });

  it('refuses an opted-out contact, naming the channel', () => {
    expect(decideOutbound(attempt({ optedOut: true }), restrictions())).toEqual({
      allowed: false,
      reason: 'opted_out',
      detail: 'The contact has opted out of calls.',
    });
    expect(decideOutbound(attempt({ optedOut: true, channel: 'sms' }), restrictions())).toMatchObject({
      reason: 'opted_out',
      detail: 'The contact has opted out of texts.',
    });
  });

  it('refuses a number on the do-not-call list', () => {
    expect(decideOutbound(attempt({ onDoNotCallList: true }), restrictions())).toEqual({
      allowed: false,
      reason: 'dnc',
      detail: 'The number is on the do-not-call list.',
    });
  });

  it('refuses a state or area code under a state of emergency, on its days only', () => {
    const withMilton = restrictions({ emergencies: [milton] });
    expect(decideOutbound(attempt(), withMilton)).toEqual({
      allowed: false,
      reason: 'emergency',
      detail: 'State of emergency Hurricane Milton covers FL until 2026-10-20.',
    });
    const byAreaCode = restrictions({ emergencies: [{ ...milton, states: [], areaCodes: ['305'] }] });
    expect(decideOutbound(attempt({ state: null }), byAreaCode)).toMatchObject({
      reason: 'emergency',
      detail: 'State of emergency Hurricane Milton covers area code 305 until 2026-10-20.',
    });
    expect(decideOutbound(attempt({ state: 'GA', areaCode: '404' }), withMilton)).toEqual({ allowed: true });
    // The next day in New York the emergency is over.
    const nextDay = new Date('2026-10-21T14:00:00Z');
    expect(decideOutbound(attempt({ now: nextDay }), withMilton)).toEqual({ allowed: true });
  });

  it('refuses on a holiday, in the contact’s local date', () => {
    const christmas = restrictions({
      holidays: [{ id: 'h1', name: 'Christmas Day', startDate: '2026-12-25', endDate: '2026-12-25' }],
    });
    expect(decideOutbound(attempt({ now: new Date('2026-12-25T15:00:00Z') }), christmas)).toEqual({
      allowed: false,
      reason: 'holiday',
      detail: 'On the holiday Christmas Day (2026-12-25).',
    });
    // 04:00Z on the 26th is still 11 PM on the 25th in New York, but 4 AM on Boxing Day in London.
    const lateChristmas = new Date('2026-12-26T04:00:00Z');
    expect(decideOutbound(attempt({ now: lateChristmas }), christmas)).toMatchObject({ reason: 'holiday' });
    expect(
      decideOutbound(attempt({ now: lateChristmas, timeZones: ['Europe/London'] }), christmas),
    ).toMatchObject({ reason: 'outside_hours' });
  });

  it('refuses outside the window, with the local time and the window in words', () => {
    const evening = new Date('2026-10-21T01:42:00Z');
    expect(decideOutbound(attempt({ now: evening }), restrictions())).toEqual({
      allowed: false,
      reason: 'outside_hours',
      detail:
        'Outside the daily available hours: 9:42 PM on Tuesday in America/New_York (allowed 8:00 AM–9:00 PM).',
    });
  });

  it('treats start as inclusive and end as exclusive', () => {
    const eightAm = new Date('2026-10-20T12:00:00Z');
    const ninePm = new Date('2026-10-21T01:00:00Z');
    const oneMinuteBefore = new Date('2026-10-21T00:59:00Z');
    expect(decideOutbound(attempt({ now: eightAm }), restrictions())).toEqual({ allowed: true });
    expect(decideOutbound(attempt({ now: oneMinuteBefore }), restrictions())).toEqual({ allowed: true });
    expect(decideOutbound(attempt({ now: ninePm }), restrictions())).toMatchObject({
      reason: 'outside_hours',
    });
  });

  it('refuses on a weekday whose window is off, and one with no window at all', () => {
    const tuesdayOff = DEFAULT_DAILY_HOURS.map((window) =>
      window.weekday === 'tuesday' ? { ...window, enabled: false } : window,
    );
    expect(decideOutbound(attempt(), restrictions({ hours: tuesdayOff }))).toEqual({
      allowed: false,
      reason: 'outside_hours',
      detail:
        'Outside the daily available hours: 10:00 AM on Tuesday in America/New_York (no available hours on Tuesday).',
    });
    const noTuesday = DEFAULT_DAILY_HOURS.filter((window) => window.weekday !== 'tuesday');
    expect(decideOutbound(attempt(), restrictions({ hours: noTuesday }))).toMatchObject({
      reason: 'outside_hours',
    });
  });

  it('allows until midnight with an end of 24:00', () => {
    const allDay = DEFAULT_DAILY_HOURS.map((window) => ({ ...window, start: '00:00', end: '24:00' }));
    const lastMinute = new Date('2026-10-21T03:59:00Z');
    expect(decideOutbound(attempt({ now: lastMinute }), restrictions({ hours: allDay }))).toEqual({
      allowed: true,
    });
  });

  it('is allowed only when allowed in every possible zone', () => {
    // 10 AM in New York is 7 AM in Los Angeles: before the window opens.
    const bothCoasts = attempt({ timeZones: ['America/New_York', 'America/Los_Angeles'] });
    expect(decideOutbound(bothCoasts, restrictions())).toEqual({
      allowed: false,
      reason: 'outside_hours',
      detail:
        'Outside the daily available hours: 7:00 AM on Tuesday in America/Los_Angeles (allowed 8:00 AM–9:00 PM).',
    });
  });

  it('counts calls against the daily limits, contact first, then number', () => {
    const limits = restrictions({ limits: { perContactPerDay: 3, perNumberPerDay: 5 } });
    expect(decideOutbound(attempt({ callsToContactToday: 2, callsToNumberToday: 4 }), limits)).toEqual({
      allowed: true,
    });
    expect(decideOutbound(attempt({ callsToContactToday: 3, callsToNumberToday: 9 }), limits)).toEqual({
      allowed: false,
      reason: 'contact_limit',
      detail: 'Daily call limit reached: 3 calls to this contact today (limit 3).',
    });
    expect(decideOutbound(attempt({ callsToNumberToday: 5 }), limits)).toEqual({
      allowed: false,
      reason: 'number_limit',
      detail: 'Daily call limit reached: 5 calls to this number today (limit 5).',
    });
    const one = restrictions({ limits: { perContactPerDay: 1, perNumberPerDay: null } });
    expect(decideOutbound(attempt({ callsToContactToday: 1 }), one)).toMatchObject({
      detail: 'Daily call limit reached: 1 call to this contact today (limit 1).',
    });
  });

  it('does not count texts against the daily call limits', () => {
    const limits = restrictions({ limits: { perContactPerDay: 1, perNumberPerDay: 1 } });
    const text = attempt({ channel: 'sms', callsToContactToday: 4, callsToNumberToday: 4 });
    expect(decideOutbound(text, limits)).toEqual({ allowed: true });
  });

  it('refuses a call when the campaign’s abandon rate is at its cap, never a text', () => {
    expect(decideOutbound(attempt({ abandonCapReached: true }), restrictions())).toEqual({
      allowed: false,
      reason: 'abandon_cap',
      detail: "The campaign's abandon rate is at its cap.",
    });
    expect(decideOutbound(attempt({ abandonCapReached: true, channel: 'sms' }), restrictions())).toEqual({
      allowed: true,
    });
  });

  it('lets a reply to the contact through hours, holidays and limits, not DNC, opt-out or emergency', () => {
    const night = new Date('2026-12-25T07:00:00Z');
    const strict = restrictions({
      holidays: [{ id: 'h1', name: 'Christmas Day', startDate: '2026-12-25', endDate: '2026-12-25' }],
      limits: { perContactPerDay: 1, perNumberPerDay: 1 },
    });
    const reply = attempt({
      now: night,
      replyToContact: true,
      callsToContactToday: 5,
      callsToNumberToday: 5,
    });
    expect(decideOutbound(reply, strict)).toEqual({ allowed: true });
    expect(decideOutbound({ ...reply, optedOut: true }, strict)).toMatchObject({ reason: 'opted_out' });
    expect(decideOutbound({ ...reply, onDoNotCallList: true }, strict)).toMatchObject({ reason: 'dnc' });
    const christmasStorm = { ...milton, startDate: '2026-12-24', endDate: '2026-12-26' };
    expect(decideOutbound(reply, { ...strict, emergencies: [christmasStorm] })).toMatchObject({
      reason: 'emergency',
    });
  });

  it('reports the first rule broken, in the order of issue 14', () => {
    const everything = restrictions({
      hours: DEFAULT_DAILY_HOURS.map((window) => ({ ...window, enabled: false })),
      holidays: [{ id: 'h1', name: 'Bad Day', startDate: '2026-10-01', endDate: '2026-10-31' }],
      limits: { perContactPerDay: 1, perNumberPerDay: 1 },
      emergencies: [milton],
    });
    const all = attempt({
      optedOut: true,
      onDoNotCallList: true,
      callsToContactToday: 9,
      callsToNumberToday: 9,
      abandonCapReached: true,
    });
    const order: string[] = [];
    let current: OutboundAttempt = all;
    let rules = everything;
    for (;;) {
      const decision = decideOutbound(current, rules);
      if (decision.allowed) break;
      order.push(decision.reason);
      // Mend the rule just reported and ask again.
      if (decision.reason === 'opted_out') current = { ...current, optedOut: false };
      else if (decision.reason === 'dnc') current = { ...current, onDoNotCallList: false };
      else if (decision.reason === 'emergency') rules = { ...rules, emergencies: [] };
      else if (decision.reason === 'holiday') rules = { ...rules, holidays: [] };
      else if (decision.reason === 'outside_hours') rules = { ...rules, hours: DEFAULT_DAILY_HOURS };
      else if (decision.reason === 'contact_limit') current = { ...current, callsToContactToday: 0 };
      else if (decision.reason === 'number_limit') current = { ...current, callsToNumberToday: 0 };
      else current = { ...current, abandonCapReached: false };
    }
    expect(order).toEqual([
      'opted_out',
      'dnc',
      'emergency',
      'holiday',
      'outside_hours',
      'contact_limit',
      'number_limit',
      'abandon_cap',
    ]);
  });

  it('throws without a time zone, or with one the engine does not know', () => {
    expect(() => decideOutbound(attempt({ timeZones: [] }), restrictions())).toThrow(/time zone/);
    expect(() => decideOutbound(attempt({ timeZones: ['Nowhere/Special'] }), restrictions())).toThrow(
      /Unknown time zone/,
    );
  });
});
