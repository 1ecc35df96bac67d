// spec 000 §9: "Date formats: MM/DD/YYYY; with time 'MM/DD/YYYY h:mm A z'", with the US time zones
// written ET, CT, MT, PT, AKT and HAT. A zone outside those is written as the browser's Intl names it
// ("GMT+1", "UTC"). Server and browser format the same way; the zone is the viewer's unless given.

/** The spec's abbreviations, by the IANA zones that keep them (their daylight time included). */
const US_ZONES: Record<string, string> = {
  'America/New_York': 'ET',
  'America/Detroit': 'ET',
  'America/Toronto': 'ET',
  'America/Indiana/Indianapolis': 'ET',
  'America/Kentucky/Louisville': 'ET',
  'America/Chicago': 'CT',
  'America/Winnipeg': 'CT',
  'America/Indiana/Knox': 'CT',
  'America/Menominee': 'CT',
  'America/Denver': 'MT',
  'America/Boise': 'MT',
  'America/Edmonton': 'MT',
  'America/Phoenix': 'MT',
  'America/Los_Angeles': 'PT',
  'America/Vancouver': 'PT',
  'America/Anchorage': 'AKT',
  'America/Juneau': 'AKT',
  'America/Nome': 'AKT',
  'America/Sitka': 'AKT',
  'America/Adak': 'HAT',
  'Pacific/Honolulu': 'HAT',
};

/** The zone the viewer's clock is in (the browser's, or the server's). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** ET, CT, MT, PT, AKT or HAT for a US zone; otherwise Intl's short name of the zone at `at`. */
export function timeZoneAbbreviation(timeZone: string, at: Date = new Date()): string {
  const known = US_ZONES[timeZone];
  if (known) return known;
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** 'MM/DD/YYYY h:mm A z' (spec 000 §9), e.g. '11/27/2026 7:24 PM ET'; null for a missing or bad date. */
export function formatDateTimeWithZone(
  value: Date | string | null | undefined,
  timeZone: string = localTimeZone(),
): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${get('month')}/${get('day')}/${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod').toUpperCase()} ${timeZoneAbbreviation(timeZone, date)}`;
}
