import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CallRestrictions,
  type DailyWindow,
  type EmergencyArea,
  type Holiday,
  type OutboundAttempt,
  SKIP_REASONS,
  type SkipReason,
  WEEKDAYS,
} from './compliance-model.ts';
import { decideOutbound } from './outbound-decision.ts';

// issue 14 "Compliance": whatever the restrictions, zones and instant, decideOutbound allows exactly
// when no rule is broken in any of the contact's zones, and a refusal names the first rule broken in
// the order of the issue. The rules are re-read here from their words, with a wall clock of their own
// (a Swedish-format Intl reading and the UTC weekday of the local date), not from the code under test.

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
];

/** DST changes of 2026-2027 in the zones above (US, EU, Lord Howe, Chatham), at 00:00Z that day. */
const DST_CHANGES = [
  '2026-03-08',
  '2026-03-29',
  '2026-04-05',
  '2026-09-27',
  '2026-10-04',
  '2026-10-25',
  '2026-11-01',
  '2027-03-14',
  '2027-03-28',
  '2027-04-04',
  '2027-09-26',
  '2027-10-03',
  '2027-10-31',
  '2027-11-07',
].map((day) => Date.parse(`${day}T00:00:00Z`));

const STATES = ['FL', 'LA', 'NY', 'CA', 'TX'];
const AREA_CODES = ['305', '504', '212', '415', '713'];
const DAY_MS = 86_400_000;

// --- The oracle's own wall clock ---

const oracleFormatters = new Map<string, Intl.DateTimeFormat>();
/** "2026-03-08 03:00" for sv-SE: date and 24-hour time, read apart from localParts' en-US parts. */
function oracleClock(instant: Date, timeZone: string) {
  let formatter = oracleFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    oracleFormatters.set(timeZone, formatter);
  }
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(formatter.format(instant));
  if (!match) throw new Error(`unexpected sv-SE text ${formatter.format(instant)}`);
  const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map((group) => Number(match[group]));
  // Sunday is 0 in getUTCDay; WEEKDAYS starts on Monday.
  const utcDay = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  const weekday = WEEKDAYS[(utcDay + 6) % 7] ?? 'monday';
  return {
    date: `${match[1]}-${match[2]}-${match[3]}`,
    weekday,
    minutes: ((hour ?? 0) % 24) * 60 + (minute ?? 0),
  };
}

const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const fromClock = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
const isoDay = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/** Every rule the attempt breaks, in issue 14's order. */
function brokenRules(attempt: OutboundAttempt, restrictions: CallRestrictions): SkipReason[] {
  const broken: SkipReason[] = [];
  const clocks = attempt.timeZones.map((zone) => oracleClock(attempt.now, zone));
  const inRange = (date: string, range: { startDate: string; endDate: string }) =>
    range.startDate <= date && date <= range.endDate;
  if (attempt.optedOut) broken.push('opted_out');
  if (attempt.onDoNotCallList) broken.push('dnc');
  const emergency = restrictions.emergencies.some(
    (area) =>
      ((attempt.state !== null && area.states.includes(attempt.state)) ||
        (attempt.areaCode !== null && area.areaCodes.includes(attempt.areaCode))) &&
      clocks.some((clock) => inRange(clock.date, area)),
  );
  if (emergency) broken.push('emergency');
  if (!attempt.replyToContact) {
    if (clocks.some((clock) => restrictions.holidays.some((holiday) => inRange(clock.date, holiday)))) {
      broken.push('holiday');
    }
    const outside = clocks.some((clock) => {
      const window = restrictions.hours.find((entry) => entry.weekday === clock.weekday);
      if (!window?.enabled) return true;
      return clock.minutes < fromClock(window.start) || clock.minutes >= fromClock(window.end);
    });
    if (outside) broken.push('outside_hours');
    if (attempt.channel === 'call') {
      const { perContactPerDay, perNumberPerDay } = restrictions.limits;
      if (perContactPerDay !== null && attempt.callsToContactToday >= perContactPerDay)
        broken.push('contact_limit');
      if (perNumberPerDay !== null && attempt.callsToNumberToday >= perNumberPerDay)
        broken.push('number_limit');
    }
  }
  if (attempt.channel === 'call' && attempt.abandonCapReached) broken.push('abandon_cap');
  return broken;
}

// --- Arbitraries ---

/** True about one time in `oneIn`. */
const rarely = (oneIn: number) => fc.integer({ min: 1, max: oneIn }).map((value) => value === 1);

const anyInstantArb = fc.oneof(
  fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-12-31T23:59:59Z'),
    noInvalidDate: true,
  }),
  // Within a day and a half of a DST change.
  fc
    .tuple(fc.constantFrom(...DST_CHANGES), fc.integer({ min: -36 * 60, max: 36 * 60 }))
    .map(([change, minutes]) => new Date(change + minutes * 60_000)),
);
/** Half the instants on a whole UTC hour, so that they fall on window edges (whole hours too) often. */
const instantArb = fc.oneof(
  anyInstantArb,
  anyInstantArb.map((instant) => new Date(Math.floor(instant.getTime() / 3_600_000) * 3_600_000)),
);

/** Minutes of the day; half of them whole hours. */
const minuteArb = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min, max }),
    fc.integer({ min: Math.ceil(min / 60), max: Math.floor(max / 60) }).map((hour) => hour * 60),
  );

const windowArb = (weekday: DailyWindow['weekday']) =>
  fc
    .record({
      enabled: fc.integer({ min: 1, max: 8 }).map((value) => value !== 1),
      start: minuteArb(0, 12 * 60),
      length: minuteArb(1, 24 * 60),
    })
    .map(({ enabled, start, length }) => ({
      weekday,
      enabled,
      start: toClock(start),
      end: toClock(Math.min(start + length, 24 * 60)),
    }));

/** A date range within a few days of the instant (drawn as offsets, placed once the instant is known). */
const rangeArb = fc.record({
  fromDay: fc.integer({ min: -4, max: 3 }),
  days: fc.integer({ min: 0, max: 2 }),
});
type RangeOffsets = { fromDay: number; days: number };
const placeRange = (now: Date, { fromDay, days }: RangeOffsets) => ({
  startDate: isoDay(now.getTime() + fromDay * DAY_MS),
  endDate: isoDay(now.getTime() + (fromDay + days) * DAY_MS),
});

const scenarioArb = fc.record({
  now: instantArb,
  timeZones: fc.uniqueArray(fc.constantFrom(...ZONES), { minLength: 1, maxLength: 3 }),
  hours: fc.tuple(...WEEKDAYS.map(windowArb)),
  holidays: fc.array(rangeArb, { maxLength: 2 }),
  emergencies: fc.array(
    fc.record({
      range: rangeArb,
      states: fc.subarray(STATES, { maxLength: 2 }),
      areaCodes: fc.subarray(AREA_CODES, { maxLength: 2 }),
    }),
    { maxLength: 2 },
  ),
  perContactPerDay: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  perNumberPerDay: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  channel: fc.constantFrom('call' as const, 'sms' as const),
  state: fc.option(fc.constantFrom(...STATES), { nil: null }),
  areaCode: fc.option(fc.constantFrom(...AREA_CODES), { nil: null }),
  onDoNotCallList: rarely(10),
  optedOut: rarely(10),
  abandonCapReached: rarely(8),
  replyToContact: rarely(5),
  callsToContactToday: fc.integer({ min: 0, max: 4 }),
  callsToNumberToday: fc.integer({ min: 0, max: 4 }),
  /** Moves an edge of the first zone's window to a minute beside the instant's local time. */
  windowEdge: fc.option(
    fc.record({
      edge: fc.constantFrom('start' as const, 'end' as const),
      shift: fc.integer({ min: -1, max: 1 }),
    }),
    { freq: 2 },
  ),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

/** The scenario's windows, one of them with an edge right at (or a minute beside) the local time. */
function placeHours({ hours, now, timeZones, windowEdge }: Scenario): DailyWindow[] {
  const [zone] = timeZones;
  if (!windowEdge || !zone) return [...hours];
  const local = oracleClock(now, zone);
  const at = local.minutes + windowEdge.shift;
  return hours.map((window) => {
    if (window.weekday !== local.weekday) return window;
    return windowEdge.edge === 'start'
      ? { ...window, enabled: true, start: toClock(Math.max(at, 0)), end: '24:00' }
      : { ...window, enabled: true, start: '00:00', end: toClock(Math.max(at, 1)) };
  });
}

function build(scenario: Scenario): { attempt: OutboundAttempt; restrictions: CallRestrictions } {
  const { now } = scenario;
  const holidays: Holiday[] = scenario.holidays.map((range, index) => ({
    id: `h${index}`,
    name: `Holiday ${index}`,
    ...placeRange(now, range),
  }));
  const emergencies: EmergencyArea[] = scenario.emergencies.map((entry, index) => ({
    id: `e${index}`,
    name: `Emergency ${index}`,
    states: entry.states,
    areaCodes: entry.areaCodes,
    ...placeRange(now, entry.range),
  }));
  return {
    attempt: {
      channel: scenario.channel,
      now,
      timeZones: scenario.timeZones,
      state: scenario.state,
      areaCode: scenario.areaCode,
      onDoNotCallList: scenario.onDoNotCallList,
      optedOut: scenario.optedOut,
      callsToContactToday: scenario.callsToContactToday,
      callsToNumberToday: scenario.callsToNumberToday,
      abandonCapReached: scenario.abandonCapReached,
      replyToContact: scenario.replyToContact,
    },
    restrictions: {
      hours: placeHours(scenario),
      holidays,
      limits: { perContactPerDay: scenario.perContactPerDay, perNumberPerDay: scenario.perNumberPerDay },
      emergencies,
    },
  };
}

const NUM_RUNS = 300;

describe('decideOutbound on random restrictions, zones and instants (issue 14)', () => {
  it('allows exactly when no rule is broken in any zone, else names the first rule broken', () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { attempt, restrictions } = build(scenario);
        const decision = decideOutbound(attempt, restrictions);
        const broken = brokenRules(attempt, restrictions);
        const outcome = decision.allowed ? 'allowed' : decision.reason;
        seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
        if (decision.allowed) {
          expect(broken).toEqual([]);
        } else {
          expect(SKIP_REASONS).toContain(decision.reason);
          // The reason's rule is broken and none before it: it is the first broken.
          expect(broken[0]).toBe(decision.reason);
          expect(decision.detail).toMatch(/^[A-Z].*\.$/);
        }
      }),
      { numRuns: NUM_RUNS },
    );
    // The scenarios reach both sides; a generator drifting to all-refused would prove little.
    expect(seen.get('allowed') ?? 0).toBeGreaterThan(NUM_RUNS / 20);
    expect(NUM_RUNS - (seen.get('allowed') ?? 0)).toBeGreaterThan(NUM_RUNS / 4);
  });

  it('decides the same whatever the order of the contact’s zones', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const { attempt, restrictions } = build(scenario);
        const reversed = { ...attempt, timeZones: [...attempt.timeZones].reverse() };
        const reasonOf = (decision: ReturnType<typeof decideOutbound>) =>
          decision.allowed ? 'allowed' : decision.reason;
        expect(reasonOf(decideOutbound(reversed, restrictions))).toBe(
          reasonOf(decideOutbound(attempt, restrictions)),
        );
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
