// The trigger node's data (spec 000 §4 "Trigger types"): what makes a contact enter the journey.
// `{product}VoiceEvent` is `parleyVoiceEvent` (spec README). A new trigger has no type yet.
import { z } from 'zod';
import { EASTERN_TIME_ZONE } from '../conditions/eastern-time.ts';
import { MAX_NAME_LENGTH } from '../conditions/limits.ts';
import { filterSchema } from '../conditions/model.ts';
import { MAX_TITLE_LENGTH, MAX_TRIGGER_FILTERS } from './limits.ts';

/** spec 000 §4. */
export const TRIGGER_TYPES = [
  'custom',
  'addContactToStaticSegment',
  'parleyVoiceEvent',
  'pageview',
  'scheduled',
] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** Palette / panel labels (Parley's wording). */
export const TRIGGER_TYPE_LABELS: Readonly<Record<TriggerType, string>> = {
  custom: 'Custom Event',
  addContactToStaticSegment: 'Added to Static Segment',
  parleyVoiceEvent: 'Parley Voice Event',
  pageview: 'Page View',
  scheduled: 'Scheduled',
};

const eventNameSchema = z.string().trim().max(MAX_NAME_LENGTH).nullable().default(null);
/** Filters on the triggering event's properties: all must hold (the condition builder's filters). */
const eventFiltersSchema = z.array(filterSchema).max(MAX_TRIGGER_FILTERS).default([]);
const idSchema = z.string().trim().max(MAX_TITLE_LENGTH).nullable().default(null);

export const unsetTriggerSchema = z.object({ triggerType: z.null() });

/** A track event of this name (eventType `track`), whose properties pass every filter. */
export const customTriggerSchema = z.object({
  triggerType: z.literal('custom'),
  eventName: eventNameSchema,
  filters: eventFiltersSchema,
});

/** A platform event (eventType `parley_voice_event`, e.g. call.completed), whose properties pass the filters. */
export const parleyVoiceEventTriggerSchema = z.object({
  triggerType: z.literal('parleyVoiceEvent'),
  eventName: eventNameSchema,
  filters: eventFiltersSchema,
});

/** The contact is added to this static segment (by upload, by hand or by a journey). */
export const staticSegmentTriggerSchema = z.object({
  triggerType: z.literal('addContactToStaticSegment'),
  segmentId: idSchema,
});

/** A page view whose properties (PAGEVIEW_EVENT_FIELDS: url, path, title, referrer) pass the filters. */
export const pageviewTriggerSchema = z.object({
  triggerType: z.literal('pageview'),
  filters: eventFiltersSchema,
});

export const SCHEDULE_KINDS = ['cron', 'once'] as const;
export const AUDIENCE_KINDS = ['segment', 'contactList'] as const;

export const scheduleSchema = z.object({
  kind: z.enum(SCHEDULE_KINDS).default('once'),
  /** Five fields, minute precision (cron.ts), read in `timeZone`. */
  cron: z.string().max(MAX_TITLE_LENGTH).default(''),
  /** A one-time run: an ISO instant (the builder picks it in `timeZone`). */
  at: z.string().max(MAX_TITLE_LENGTH).nullable().default(null),
  timeZone: z.string().max(MAX_TITLE_LENGTH).default(EASTERN_TIME_ZONE),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** Who enters at each run: the members of a segment or the contacts of a contact list at that moment. */
export const audienceSchema = z.object({
  kind: z.enum(AUDIENCE_KINDS).default('segment'),
  id: idSchema,
});
export type Audience = z.infer<typeof audienceSchema>;

export const scheduledTriggerSchema = z.object({
  triggerType: z.literal('scheduled'),
  schedule: scheduleSchema.default({ kind: 'once', cron: '', at: null, timeZone: EASTERN_TIME_ZONE }),
  audience: audienceSchema.default({ kind: 'segment', id: null }),
});

export const triggerDataSchema = z.discriminatedUnion('triggerType', [
  unsetTriggerSchema,
  customTriggerSchema,
  parleyVoiceEventTriggerSchema,
  staticSegmentTriggerSchema,
  pageviewTriggerSchema,
  scheduledTriggerSchema,
]);
export type TriggerData = z.infer<typeof triggerDataSchema>;

/** The fields of a page view event (Parley's page events; `timestamp` is every event's). */
export const PAGEVIEW_EVENT_FIELDS = ['url', 'path', 'title', 'referrer'] as const;

/** A new trigger's data: no type chosen yet. */
export function emptyTriggerData(): TriggerData {
  return { triggerType: null };
}

/** The data of a trigger of this type with nothing filled in (the panel's type switch). */
export function defaultTriggerData(triggerType: TriggerType): TriggerData {
  switch (triggerType) {
    case 'custom':
    case 'parleyVoiceEvent':
      return { triggerType, eventName: null, filters: [] };
    case 'addContactToStaticSegment':
      return { triggerType, segmentId: null };
    case 'pageview':
      return { triggerType, filters: [] };
    case 'scheduled':
      return {
        triggerType,
        schedule: { kind: 'once', cron: '', at: null, timeZone: EASTERN_TIME_ZONE },
        audience: { kind: 'segment', id: null },
      };
  }
}

/** Whether contacts enter through an event (and templates may use `event.*`). */
export function triggerHasEvent(data: TriggerData): boolean {
  return (
    data.triggerType === 'custom' ||
    data.triggerType === 'parleyVoiceEvent' ||
    data.triggerType === 'pageview'
  );
}
