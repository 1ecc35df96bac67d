// The brand's outbound-contact rules (issue 14, Settings › Call Restrictions and › Compliance) and
// the decision every outbound call and text passes through (docs/compliance.md). Shared by the
// server, which enforces them, and the web, which edits them.

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One weekday's window in the contact's local time: `start` inclusive, `end` exclusive, "HH:MM". */
export type DailyWindow = { weekday: Weekday; enabled: boolean; start: string; end: string };

/** A closed date range ("YYYY-MM-DD", both days included) on which nobody is called or texted. */
export type Holiday = { id: string; name: string; startDate: string; endDate: string };

/** At most this many calls per contact (and per phone number) per day of the contact's; null: no limit. */
export type CallLimits = { perContactPerDay: number | null; perNumberPerDay: number | null };

/** A state of emergency: no call or text reaches these states or area codes on these days. */
export type EmergencyArea = {
  id: string;
  name: string;
  /** USPS codes: "FL", "LA". */
  states: string[];
  /** Three-digit North American area codes: "305". */
  areaCodes: string[];
  startDate: string;
  endDate: string;
};

export type CallRestrictions = {
  hours: DailyWindow[];
  holidays: Holiday[];
  limits: CallLimits;
  emergencies: EmergencyArea[];
};

/** 8 a.m. to 9 p.m., every day (issue 14's default; the TCPA's quiet hours are 9 p.m. to 8 a.m.). */
export const DEFAULT_DAILY_HOURS: DailyWindow[] = WEEKDAYS.map((weekday) => ({
  weekday,
  enabled: true,
  start: '08:00',
  end: '21:00',
}));

/** Every day, all day: what tests open their brands with (they run at any hour), never a default. */
export const AROUND_THE_CLOCK_HOURS: DailyWindow[] = WEEKDAYS.map((weekday) => ({
  weekday,
  enabled: true,
  start: '00:00',
  end: '24:00',
}));

export const DEFAULT_CALL_LIMITS: CallLimits = { perContactPerDay: null, perNumberPerDay: null };

export type OutboundChannel = 'call' | 'sms';

/** Why an outbound call or text was not placed. */
export const SKIP_REASONS = [
  'outside_hours',
  'holiday',
  'contact_limit',
  'number_limit',
  'dnc',
  'emergency',
  'opted_out',
  'abandon_cap',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** What the decision needs to know about one outbound attempt; the server gathers it. */
export type OutboundAttempt = {
  channel: OutboundChannel;
  now: Date;
  /**
   * The contact's possible IANA time zones: its own when known, else every zone its number's area
   * code covers (a toll-free or unknown number may cover many). Allowed only when allowed in all.
   * Empty: the brand's default zone is used by the caller instead.
   */
  timeZones: string[];
  /** The number's state (USPS code) and area code, when it is a North American number. */
  state: string | null;
  areaCode: string | null;
  onDoNotCallList: boolean;
  /** The contact unsubscribed from this channel (or from everything). */
  optedOut: boolean;
  /** Calls already placed today (the contact's day) to this contact, and to this number. */
  callsToContactToday: number;
  callsToNumberToday: number;
  /** The campaign's abandon ledger is at its cap (campaign calls only). */
  abandonCapReached: boolean;
  /**
   * A reply in a conversation the contact wrote in within the last 24 hours: the contact asked, so
   * hours, holidays and limits do not apply; a do-not-call entry, an opt-out and an emergency still do.
   */
  replyToContact: boolean;
};

export type OutboundDecision = { allowed: true } | { allowed: false; reason: SkipReason; detail: string };
