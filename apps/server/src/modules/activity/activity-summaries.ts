// One line per event (docs/recent-activity.md "Summaries"): what happened, in the product's words,
// from the event's stored properties and the names the feed looked up (journey, campaign). Pure.
import { eventLabel } from '@parley/core/contacts/field-labels';

/** spec 000 §9: an email snippet is 140 characters; a text's or transcript's excerpt is the same. */
export const ACTIVITY_SNIPPET_LENGTH = 140;

export const ACTIVITY_TEXTS = {
  callCompleted: 'Call completed',
  callEnded: 'Call ended',
  callFailed: 'Call failed',
  answered: 'answered',
  callPlaced: 'Call placed',
  textReceived: 'Text received',
  textSent: 'Text sent',
  textFailed: 'Text failed',
  emailReceived: 'Email received',
  voicemailLeft: 'Voicemail left',
  voicemailDropped: 'Voicemail drop played',
  taskCreated: 'Task created',
  taskCompleted: 'Task completed',
  contactCreated: 'Contact created',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  enteredJourney: 'Entered journey',
  leftJourney: 'Left journey',
  joinedSegment: 'Joined segment',
  leftSegment: 'Left segment',
  pageViewed: 'Viewed page',
  profileUpdated: 'Profile updated',
  journey: 'Journey',
  campaign: 'Campaign',
  unknownJourney: 'a deleted journey',
  unknownCampaign: 'a deleted campaign',
} as const;

const CALL_STATUS_LABELS: Record<string, string> = {
  busy: 'busy',
  'no-answer': 'no answer',
  canceled: 'canceled',
  failed: 'failed',
};

export type SummaryNames = {
  /** The journey or campaign the event names, when found. */
  journeyName?: string | null;
  campaignName?: string | null;
  segmentName?: string | null;
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A text cut to the snippet length, on one line. */
export function snippet(value: unknown): string | null {
  const body = text(value)?.replace(/\s+/g, ' ');
  if (!body) return null;
  return body.length > ACTIVITY_SNIPPET_LENGTH ? `${body.slice(0, ACTIVITY_SNIPPET_LENGTH - 1)}…` : body;
}

/** 192 → "3 min 12 s"; 45 → "45 s"; 3600 → "60 min 0 s". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

function joined(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

function withExcerpt(label: string, value: unknown): string {
  const excerpt = snippet(value);
  return excerpt ? `${label}: ${excerpt}` : label;
}

function callSummary(properties: Record<string, unknown>): string {
  const seconds = count(properties.durationSeconds);
  // Events stored before `status` was published (the demo's) tell a talked call by its duration.
  const status = text(properties.status) ?? (seconds !== null && seconds > 0 ? 'completed' : null);
  if (status === 'completed') {
    return joined(
      ACTIVITY_TEXTS.callCompleted,
      seconds === null ? null : formatDuration(seconds),
      ACTIVITY_TEXTS.answered,
    );
  }
  if (status === 'failed')
    return joined(ACTIVITY_TEXTS.callFailed, text(properties.failureReason) ?? undefined);
  return joined(ACTIVITY_TEXTS.callEnded, status ? (CALL_STATUS_LABELS[status] ?? status) : null);
}

function platformSummary(name: string, properties: Record<string, unknown>, names: SummaryNames): string {
  switch (name) {
    case 'call.completed':
      return callSummary(properties);
    case 'call.placed':
      return joined(ACTIVITY_TEXTS.callPlaced, text(properties.to));
    case 'sms.received':
      return withExcerpt(ACTIVITY_TEXTS.textReceived, properties.body);
    case 'sms.sent':
      return withExcerpt(ACTIVITY_TEXTS.textSent, properties.body);
    case 'sms.failed':
      return withExcerpt(joined(ACTIVITY_TEXTS.textFailed, text(properties.deliveryStatus)), properties.body);
    case 'email.received':
      return withExcerpt(ACTIVITY_TEXTS.emailReceived, properties.subject);
    case 'voicemail.completed': {
      if (properties.direction === 'outbound') return ACTIVITY_TEXTS.voicemailDropped;
      const seconds = count(properties.durationSeconds);
      const label = joined(ACTIVITY_TEXTS.voicemailLeft, seconds === null ? null : formatDuration(seconds));
      return withExcerpt(label, properties.transcript);
    }
    case 'task.created':
      return joined(ACTIVITY_TEXTS.taskCreated, text(properties.channel));
    case 'task.completed':
      return joined(ACTIVITY_TEXTS.taskCompleted, text(properties.channel), text(properties.disposition));
    case 'contact.created':
      return joined(ACTIVITY_TEXTS.contactCreated, text(properties.source));
    case 'contact.subscribed':
      return joined(ACTIVITY_TEXTS.subscribed, text(properties.channel));
    case 'contact.unsubscribed':
      return joined(ACTIVITY_TEXTS.unsubscribed, text(properties.channel));
    case 'journey.entered':
      return `${ACTIVITY_TEXTS.enteredJourney} ${names.journeyName ?? ACTIVITY_TEXTS.unknownJourney}`;
    case 'journey.exited':
      return `${ACTIVITY_TEXTS.leftJourney} ${names.journeyName ?? ACTIVITY_TEXTS.unknownJourney}`;
    case 'segment.joined':
      return `${ACTIVITY_TEXTS.joinedSegment} ${names.segmentName ?? text(properties.segmentName) ?? ''}`.trim();
    case 'segment.left':
      return `${ACTIVITY_TEXTS.leftSegment} ${names.segmentName ?? text(properties.segmentName) ?? ''}`.trim();
    default:
      return name;
  }
}

/** What a journey or campaign did to the contact starts with its name: "Campaign Spring sale · Text sent: …". */
function causePrefix(name: string, properties: Record<string, unknown>, names: SummaryNames): string | null {
  if (name.startsWith('journey.') || name.startsWith('campaign.')) return null;
  if ('campaignId' in properties)
    return `${ACTIVITY_TEXTS.campaign} ${names.campaignName ?? ACTIVITY_TEXTS.unknownCampaign}`;
  if ('journeyId' in properties)
    return `${ACTIVITY_TEXTS.journey} ${names.journeyName ?? ACTIVITY_TEXTS.unknownJourney}`;
  return null;
}

export function summarizeEvent(
  event: { eventType: string; eventName: string; properties: Record<string, unknown> },
  names: SummaryNames,
  platformEventType: string,
): string {
  const { eventType, eventName, properties } = event;
  if (eventType === 'page') {
    const page =
      text(properties.name) ?? text(properties.title) ?? text(properties.path) ?? text(properties.url);
    return page ? `${ACTIVITY_TEXTS.pageViewed} ${page}` : ACTIVITY_TEXTS.pageViewed;
  }
  if (eventType === 'identify') return ACTIVITY_TEXTS.profileUpdated;
  // An ingested event by its label (issue 17 item 8): "order_placed" reads "Order placed".
  if (eventType !== platformEventType) return eventLabel(eventName);
  return joined(causePrefix(eventName, properties, names), platformSummary(eventName, properties, names));
}
