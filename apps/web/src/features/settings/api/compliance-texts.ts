import { CALL_LIMIT_MAX, CALL_LIMIT_MIN } from '@parley/core/compliance/compliance-input';
import dayjs from 'dayjs';

// The words of Settings › Call Restrictions and › Compliance (issue 14 shows none of them; the
// rules' own texts, SKIP_REASON_LABELS and the input reasons, are in packages/core/src/compliance).
// The server's loose strings (source, channel) are narrowed to labels here, as docs/web-api-client.md
// asks of an api file.

export const CALL_RESTRICTIONS_TEXTS = {
  readOnly: 'Only admins can change these settings.',
  hours: {
    title: 'Daily Available Hours',
    description:
      "Calls and texts go out only inside these hours, in the contact's local time (from the number's area code). The default is 8:00 AM–9:00 PM every day.",
    loading: 'Loading the daily available hours',
    weekday: 'Day',
    enabled: 'Available',
    start: 'Start',
    end: 'End',
    timeHint: 'HH:MM, 24-hour; the end may be 24:00',
    saved: 'Daily available hours saved.',
    enabledLabel: (day: string) => `${day} available`,
    startLabel: (day: string) => `${day} start`,
    endLabel: (day: string) => `${day} end`,
  },
  holidays: {
    title: 'Holidays',
    description:
      'Nobody is called or texted on these days (both dates included, in the contact’s local date).',
    loading: 'Loading the holidays',
    create: 'New holiday',
    edit: 'Edit holiday',
    empty: 'No holidays yet.',
    emptyHint: 'Add the days on which nobody should be called or texted.',
    deleteTitle: 'Delete this holiday?',
    deleteBody: 'Calls and texts may go out on these days again.',
    editLabel: (name: string) => `Edit ${name}`,
    deleteLabel: (name: string) => `Delete ${name}`,
    name: 'Name',
    startDate: 'Start date',
    endDate: 'End date',
    dates: 'Dates',
    created: 'Holiday added.',
    saved: 'Holiday saved.',
    deleted: 'Holiday deleted.',
  },
  limits: {
    title: 'Daily Call Limits',
    description: `At most this many calls a day (the contact's day): ${CALL_LIMIT_MIN} to ${CALL_LIMIT_MAX}, or empty for no limit. Texts are not counted.`,
    loading: 'Loading the daily call limits',
    perContactPerDay: 'Calls per contact per day',
    perNumberPerDay: 'Calls per phone number per day',
    noLimit: 'No limit',
    saved: 'Daily call limits saved.',
  },
  emergencies: {
    title: 'State of Emergency',
    description: 'No call or text reaches these states or area codes between these dates (both included).',
    loading: 'Loading the states of emergency',
    create: 'New state of emergency',
    edit: 'Edit state of emergency',
    empty: 'No states of emergency.',
    emptyHint: 'Add one when a disaster is declared, to stop calls and texts to the area.',
    deleteTitle: 'Delete this state of emergency?',
    deleteBody: 'Calls and texts may reach the area again.',
    editLabel: (name: string) => `Edit ${name}`,
    deleteLabel: (name: string) => `Delete ${name}`,
    name: 'Name',
    states: 'States',
    statesPlaceholder: 'Pick states',
    areaCodes: 'Area codes',
    areaCodesHint: 'Three digits each; press Enter after each one',
    startDate: 'Start date',
    endDate: 'End date',
    dates: 'Dates',
    created: 'State of emergency added.',
    saved: 'State of emergency saved.',
    deleted: 'State of emergency deleted.',
  },
} as const;

export const COMPLIANCE_PAGE_TEXTS = {
  title: 'Compliance Settings',
  description:
    'The abandon-rate target and safe-harbour message of campaign calls, the do-not-call list, and why a contact was not called or texted.',
  loading: 'Loading the compliance settings',
  abandon: {
    title: 'Abandoned calls',
    targetAbandonRate: 'Target abandon rate',
    targetHint: 'Percent of answered campaign calls that may be abandoned',
    safeHarbourMessage: 'Safe-harbour message',
    safeHarbourHint: 'Played when a campaign call is answered and no agent is free',
    saved: 'Compliance settings saved.',
  },
  dnc: {
    title: 'Do-not-call list',
    search: 'Search numbers',
    searchPlaceholder: 'Search by number',
    loading: 'Loading the do-not-call list',
    empty: 'No numbers on the do-not-call list.',
    noMatch: 'No numbers match this search.',
    phoneNumber: 'Number',
    source: 'Source',
    channel: 'Blocks',
    note: 'Note',
    added: 'Added',
    total: (count: number) => `${count} ${count === 1 ? 'number' : 'numbers'}`,
    loadMore: 'Load more',
    addNumber: 'Add number',
    numberAdded: 'Number added to the do-not-call list.',
    removed: 'Number removed from the do-not-call list.',
    removeTitle: 'Remove this number from the do-not-call list?',
    removeBody: 'Calls and texts may reach it again (unless the contact opted out).',
    removeLabel: (number: string) => `Remove ${number}`,
    remove: 'Remove',
    uploadCsv: 'Upload CSV',
    close: 'Close',
    file: 'CSV file',
    fileHint: 'One number per line (the first column is read); at most 5 MB',
    upload: 'Upload',
    chooseFile: 'Choose a CSV file',
    uploadSummary: (added: number, alreadyListed: number, bad: number) =>
      `${added} added, ${alreadyListed} already listed, ${bad} bad ${bad === 1 ? 'row' : 'rows'}`,
    uploaded: 'Do-not-call list uploaded.',
    badRowsTitle: 'First bad rows',
    line: 'Line',
    value: 'Value',
    reason: 'Reason',
  },
  decisions: {
    title: 'Why was this contact not called?',
    description:
      'Every outbound call and text is checked against these rules; search a phone number or a contact’s profile id to see what was decided.',
    search: 'Phone number or profile id',
    searchPlaceholder: '+1 415 555 0123 or a profile id',
    find: 'Search',
    skippedOnly: 'Skipped only',
    loading: 'Loading the decisions',
    empty: 'No calls or texts were decided for this contact.',
    time: 'Time',
    channel: 'Call/text',
    decision: 'Decision',
    reason: 'Reason',
    detail: 'Detail',
    source: 'Source',
    placed: 'Placed',
    skipped: 'Skipped',
    loadMore: 'Load more',
    exportCsv: 'Export CSV',
  },
} as const;

const SOURCE_LABELS: Record<string, string> = {
  manual: 'Added by hand',
  upload: 'Uploaded',
  opt_out: 'Opted out',
};

const CHANNEL_LABELS: Record<string, string> = {
  all: 'Calls and texts',
  sms: 'Texts only',
  call: 'Calls only',
};

const DECISION_CHANNEL_LABELS: Record<string, string> = { call: 'Call', sms: 'Text' };

const DECISION_SOURCE_LABELS: Record<string, string> = {
  agent: 'Agent',
  journey: 'Journey',
  campaign: 'Campaign',
  system: 'System',
};

const labelOf = (labels: Record<string, string>, value: string) =>
  Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;

/** A do-not-call entry's source (manual, upload, opt_out) as the table shows it. */
export const doNotCallSourceLabel = (source: string) => labelOf(SOURCE_LABELS, source);
/** What a do-not-call entry blocks (all, sms). */
export const doNotCallChannelLabel = (channel: string) => labelOf(CHANNEL_LABELS, channel);
export const decisionChannelLabel = (channel: string) => labelOf(DECISION_CHANNEL_LABELS, channel);
export const decisionSourceLabel = (source: string) => labelOf(DECISION_SOURCE_LABELS, source);

/** A calendar day "YYYY-MM-DD" as "Jan 1, 2026" (a date, not an instant: no time zone applies). */
export const formatDay = (date: string) => dayjs(date).format('MMM D, YYYY');

/** "Dec 24, 2026 – Dec 26, 2026", or one day when the range is one day. */
export function formatDateRange(range: { startDate: string; endDate: string }): string {
  return range.startDate === range.endDate
    ? formatDay(range.startDate)
    : `${formatDay(range.startDate)} – ${formatDay(range.endDate)}`;
}

/** An instant ("2026-11-27T16:40:00Z") in the viewer's time, as the other settings tables show it. */
export const formatInstant = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');
