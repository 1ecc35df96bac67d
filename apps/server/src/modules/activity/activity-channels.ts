import type { RecentEventKind } from '../events/list-recent-contact-events.ts';
import { PLATFORM_EVENT_TYPE } from '../events/record-platform-events.ts';

// The feed's channels (docs/recent-activity.md "Channels"): what an event is about, read from its
// stored type, name and properties. `channelOf` (one event) and `channelKinds` (the SQL filter for a
// channel) say the same thing twice, once per side; recent-activity.graphql.test.ts holds them together (each channel filter returns exactly its items).

export const ACTIVITY_CHANNELS = [
  'call',
  'sms',
  'email',
  'voicemail',
  'journey',
  'segment',
  'campaign',
  'task',
  'contact',
  'custom',
] as const;
export type ActivityChannel = (typeof ACTIVITY_CHANNELS)[number];

export function isActivityChannel(value: string): value is ActivityChannel {
  return (ACTIVITY_CHANNELS as readonly string[]).includes(value);
}

/** Platform event names by their prefix: `call.completed` is a call's. */
const NAME_CHANNELS = [
  ['campaign.', 'campaign'],
  ['journey.', 'journey'],
  ['segment.', 'segment'],
  ['call.', 'call'],
  ['sms.', 'sms'],
  ['email.', 'email'],
  ['voicemail.', 'voicemail'],
  ['task.', 'task'],
  ['contact.', 'contact'],
] as const satisfies readonly (readonly [string, ActivityChannel])[];
const KNOWN_PREFIXES = NAME_CHANNELS.map(([prefix]) => prefix);

/**
 * What caused an event wins over its medium: a campaign's text is the campaign's (its sms.sent carries
 * campaignId), a journey step's text or task the journey's (journeyId). Only the platform's own events
 * (`parley_voice_event`) are read this way; every ingested event (track, page) is `custom`.
 */
export function channelOf(event: {
  eventType: string;
  eventName: string;
  properties: Record<string, unknown>;
}): ActivityChannel {
  if (event.eventType !== PLATFORM_EVENT_TYPE) return 'custom';
  if ('campaignId' in event.properties || event.eventName.startsWith('campaign.')) return 'campaign';
  if ('journeyId' in event.properties || event.eventName.startsWith('journey.')) return 'journey';
  const named = NAME_CHANNELS.find(([prefix]) => event.eventName.startsWith(prefix));
  return named ? named[1] : 'custom';
}

const CAUSES = ['campaignId', 'journeyId'] as const;

/** The events of one channel, as the events module filters them (an OR of kinds). */
export function channelKinds(channel: ActivityChannel): RecentEventKind[] {
  const platform = PLATFORM_EVENT_TYPE;
  switch (channel) {
    case 'campaign':
      return [
        { eventType: platform, withProperty: 'campaignId' },
        { eventType: platform, namePrefixes: ['campaign.'] },
      ];
    case 'journey':
      return [
        { eventType: platform, withProperty: 'journeyId', withoutProperties: ['campaignId'] },
        { eventType: platform, namePrefixes: ['journey.'], withoutProperties: ['campaignId'] },
      ];
    case 'custom':
      return [
        { otherThanEventType: platform },
        { eventType: platform, withoutNamePrefixes: KNOWN_PREFIXES, withoutProperties: CAUSES },
      ];
    default: {
      const prefixes = NAME_CHANNELS.filter(([, named]) => named === channel).map(([prefix]) => prefix);
      return [{ eventType: platform, namePrefixes: prefixes, withoutProperties: CAUSES }];
    }
  }
}
