// Data of the nodes that steer a contact through the graph without reaching them: delay, conditional,
// ABTest, and the sticky note (no effect). Semantics: docs/journeys.md.
import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../conditions/limits.ts';
import { conditionTreeSchema, emptyTree, filterSchema } from '../conditions/model.ts';
import { durationSchema, graphIdSchema, timeOfDaySchema, weekdaysSchema } from './common-schemas.ts';
import {
  MAX_AB_TEST_BRANCHES,
  MAX_AB_TEST_WEIGHT,
  MAX_LONG_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_TRIGGER_FILTERS,
} from './limits.ts';

export const DELAY_MODES = ['duration', 'timeOfDay', 'untilEvent'] as const;
export type DelayMode = (typeof DELAY_MODES)[number];

/** Events a delay can wait for: the contact's track events or platform (voice) events. */
export const WAIT_EVENT_TYPES = ['customEvent', 'parleyVoiceEvent'] as const;

export const durationDelaySchema = z.object({
  mode: z.literal('duration'),
  duration: durationSchema.default({ amount: null, unit: 'minutes' }),
});

/** Until the next time the contact's clock shows `time` (on one of `weekdays`; none = any day). */
export const timeOfDayDelaySchema = z.object({
  mode: z.literal('timeOfDay'),
  time: timeOfDaySchema,
  weekdays: weekdaysSchema,
});

/** Until the contact does an event (edge `event`) or the timeout passes first (edge `timeout`). */
export const untilEventDelaySchema = z.object({
  mode: z.literal('untilEvent'),
  eventType: z.enum(WAIT_EVENT_TYPES).default('customEvent'),
  eventName: z.string().trim().max(MAX_NAME_LENGTH).nullable().default(null),
  filters: z.array(filterSchema).max(MAX_TRIGGER_FILTERS).default([]),
  timeout: durationSchema.default({ amount: null, unit: 'days' }),
});

export const delayDataSchema = z.discriminatedUnion('mode', [
  durationDelaySchema,
  timeOfDayDelaySchema,
  untilEventDelaySchema,
]);
export type DelayData = z.infer<typeof delayDataSchema>;

/**
 * spec 000 §4 "Conditional value sources": contactAttribute, customEvent, parleyVoiceEvent,
 * triggeringEvent. The tree is the condition builder's (spec 002); true / false edges.
 */
export const CONDITIONAL_SOURCES = [
  'contactAttribute',
  'customEvent',
  'parleyVoiceEvent',
  'triggeringEvent',
] as const;

export const conditionalDataSchema = z.object({
  conditions: conditionTreeSchema.default({ joinType: 'all', groups: [] }),
});
export type ConditionalData = z.infer<typeof conditionalDataSchema>;

export const abTestBranchSchema = z.object({
  /** The branch's handle: edges leave the node by `sourceHandle` = this id. */
  id: graphIdSchema,
  name: z.string().trim().max(MAX_TITLE_LENGTH).default(''),
  weight: z.number().int().min(0).max(MAX_AB_TEST_WEIGHT),
});
export type AbTestBranch = z.infer<typeof abTestBranchSchema>;

export const abTestDataSchema = z.object({
  branches: z.array(abTestBranchSchema).max(MAX_AB_TEST_BRANCHES).default([]),
});
export type AbTestData = z.infer<typeof abTestDataSchema>;

export const stickyNoteDataSchema = z.object({
  text: z.string().max(MAX_LONG_TEXT_LENGTH).default(''),
  color: z.string().max(32).nullable().default(null),
});
export type StickyNoteData = z.infer<typeof stickyNoteDataSchema>;

export function defaultDelayData(): DelayData {
  return { mode: 'duration', duration: { amount: null, unit: 'minutes' } };
}

export function defaultConditionalData(): ConditionalData {
  return { conditions: emptyTree() };
}

/** A new A/B test splits evenly between A and B. */
export function defaultAbTestData(): AbTestData {
  return {
    branches: [
      { id: 'a', name: 'A', weight: 50 },
      { id: 'b', name: 'B', weight: 50 },
    ],
  };
}

export function defaultStickyNoteData(): StickyNoteData {
  return { text: '', color: null };
}
