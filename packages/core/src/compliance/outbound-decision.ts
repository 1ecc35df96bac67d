import type {
  CallRestrictions,
  DailyWindow,
  OutboundAttempt,
  OutboundDecision,
  SkipReason,
} from './compliance-model.ts';
import { SKIP_DETAIL_TEXTS } from './compliance-texts.ts';
import { clockMinutes, type LocalParts, localParts } from './local-time.ts';

// issue 14 "Compliance": the one decision every outbound call and text passes through
// (docs/compliance.md). Pure: the server gathers the facts (zones, DNC, opt-out, today's counts, the
// abandon ledger) and logs the refusal's reason and detail.
//
// Rules in order, the first one broken wins:
//   opted_out, dnc, emergency           always;
//   holiday, outside_hours,
//   contact_limit, number_limit         not for a reply to the contact (it asked); limits for calls only
//                                       (texts do not count against Daily Call Limits);
//   abandon_cap                         calls only.
// Dates and times are judged in every zone of the attempt: allowed only when allowed in all of them.

type Refusal = Extract<OutboundDecision, { allowed: false }>;

const refuse = (reason: SkipReason, detail: string): Refusal => ({ allowed: false, reason, detail });

/** The attempt's wall clock in each of its zones, read once. */
type ZoneClock = { timeZone: string; local: LocalParts };

const within = (date: string, startDate: string, endDate: string) => date >= startDate && date <= endDate;

function emergencyRefusal(attempt: OutboundAttempt, clocks: ZoneClock[], restrictions: CallRestrictions) {
  const state = attempt.state?.toUpperCase() ?? null;
  for (const area of restrictions.emergencies) {
    const coversState = state !== null && area.states.some((code) => code.toUpperCase() === state);
    const coversAreaCode = attempt.areaCode !== null && area.areaCodes.includes(attempt.areaCode);
    if (!coversState && !coversAreaCode) continue;
    if (!clocks.some(({ local }) => within(local.date, area.startDate, area.endDate))) continue;
    const covers =
      coversState && state !== null ? state : SKIP_DETAIL_TEXTS.emergencyAreaCode(attempt.areaCode ?? '');
    return refuse('emergency', SKIP_DETAIL_TEXTS.emergency(area.name, covers, area.endDate));
  }
  return null;
}

function holidayRefusal(clocks: ZoneClock[], restrictions: CallRestrictions) {
  for (const { local } of clocks) {
    const holiday = restrictions.holidays.find((entry) => within(local.date, entry.startDate, entry.endDate));
    if (holiday) return refuse('holiday', SKIP_DETAIL_TEXTS.holiday(holiday.name, local.date));
  }
  return null;
}

/**
 * The weekday's window as minutes, or null when it is off. A missing or unreadable window counts
 * as off: the decision fails closed rather than call at an hour nobody chose.
 */
function openWindow(hours: DailyWindow[], weekday: DailyWindow['weekday']) {
  const window = hours.find((entry) => entry.weekday === weekday);
  if (!window?.enabled) return null;
  const start = clockMinutes(window.start);
  const end = clockMinutes(window.end);
  return start === null || end === null ? null : { start, end };
}

function hoursRefusal(clocks: ZoneClock[], restrictions: CallRestrictions) {
  for (const { timeZone, local } of clocks) {
    const window = openWindow(restrictions.hours, local.weekday);
    if (!window) {
      return refuse('outside_hours', SKIP_DETAIL_TEXTS.dayClosed(local.minutes, local.weekday, timeZone));
    }
    if (local.minutes < window.start || local.minutes >= window.end) {
      return refuse(
        'outside_hours',
        SKIP_DETAIL_TEXTS.outsideWindow(local.minutes, local.weekday, timeZone, window.start, window.end),
      );
    }
  }
  return null;
}

function limitRefusal(attempt: OutboundAttempt, restrictions: CallRestrictions) {
  const { perContactPerDay, perNumberPerDay } = restrictions.limits;
  if (perContactPerDay != null && attempt.callsToContactToday >= perContactPerDay) {
    return refuse(
      'contact_limit',
      SKIP_DETAIL_TEXTS.contactLimit(attempt.callsToContactToday, perContactPerDay),
    );
  }
  if (perNumberPerDay != null && attempt.callsToNumberToday >= perNumberPerDay) {
    return refuse('number_limit', SKIP_DETAIL_TEXTS.numberLimit(attempt.callsToNumberToday, perNumberPerDay));
  }
  return null;
}

/**
 * May this call or text be placed now? Throws when `attempt.timeZones` is empty (the caller
 * resolves the brand's default zone first) or holds a zone the engine does not know.
 */
export function decideOutbound(attempt: OutboundAttempt, restrictions: CallRestrictions): OutboundDecision {
  if (attempt.timeZones.length === 0) {
    throw new Error('decideOutbound needs at least one time zone: resolve the brand default first');
  }
  const clocks = attempt.timeZones.map((timeZone) => ({
    timeZone,
    local: localParts(attempt.now, timeZone),
  }));

  if (attempt.optedOut) return refuse('opted_out', SKIP_DETAIL_TEXTS.optedOut(attempt.channel));
  if (attempt.onDoNotCallList) return refuse('dnc', SKIP_DETAIL_TEXTS.doNotCall);
  const emergency = emergencyRefusal(attempt, clocks, restrictions);
  if (emergency) return emergency;

  if (!attempt.replyToContact) {
    const refusal =
      holidayRefusal(clocks, restrictions) ??
      hoursRefusal(clocks, restrictions) ??
      (attempt.channel === 'call' ? limitRefusal(attempt, restrictions) : null);
    if (refusal) return refusal;
  }

  // The cap guards a campaign's dialler; the server raises the flag for campaign calls only.
  if (attempt.channel === 'call' && attempt.abandonCapReached) {
    return refuse('abandon_cap', SKIP_DETAIL_TEXTS.abandonCap);
  }
  return { allowed: true };
}
