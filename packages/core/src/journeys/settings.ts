// A journey's settings beside its graph (issue 13 "Entry rules"): who may enter again, the exit goal
// that ends the journey for a contact as soon as it holds, and quiet hours for the nodes that reach
// the contact. Versioned with the graph (a published version snapshots both).
import { z } from 'zod';
import { EASTERN_TIME_ZONE } from '../conditions/eastern-time.ts';
import { type ConditionTree, conditionTreeSchema } from '../conditions/model.ts';
import { timeOfDaySchema } from './common-schemas.ts';
import { MAX_TITLE_LENGTH } from './limits.ts';

/**
 * - `once`: a contact enters at most once, ever (per journey, across versions).
 * - `againAfterLeaving`: a contact may enter again once their previous run has ended.
 * - `everyTime`: every trigger makes a new run, even while earlier runs are in flight.
 */
export const ENTRY_RULES = ['once', 'againAfterLeaving', 'everyTime'] as const;
export type EntryRule = (typeof ENTRY_RULES)[number];

export const ENTRY_RULE_LABELS: Readonly<Record<EntryRule, string>> = {
  once: 'Once per contact',
  againAfterLeaving: 'Again after leaving the journey',
  everyTime: 'Every time the trigger happens',
};

export const quietHoursSchema = z.object({
  enabled: z.boolean().default(false),
  /** Start of the quiet window in the contact's time zone; the window may cross midnight (21:00 → 08:00). */
  start: timeOfDaySchema,
  end: timeOfDaySchema,
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const journeySettingsSchema = z.object({
  entryRule: z.enum(ENTRY_RULES).default('once'),
  /** Contact-attribute and stored-event conditions; null: no exit goal. */
  exitGoal: conditionTreeSchema.nullable().default(null),
  quietHours: quietHoursSchema.default({ enabled: false, start: '21:00', end: '08:00' }),
  /** The zone of contacts without a valid `rvProperties.timezone` (spec 000 §9: US first, Eastern). */
  defaultTimeZone: z.string().max(MAX_TITLE_LENGTH).default(EASTERN_TIME_ZONE),
});
export type JourneySettings = z.infer<typeof journeySettingsSchema>;

export function defaultJourneySettings(): JourneySettings {
  return {
    entryRule: 'once',
    exitGoal: null,
    quietHours: { enabled: false, start: '21:00', end: '08:00' },
    defaultTimeZone: EASTERN_TIME_ZONE,
  };
}

/** Condition types an exit goal may use: it is checked on stored data, without a triggering event. */
export const EXIT_GOAL_CONDITION_TYPES = ['contactAttribute', 'customEvent', 'parleyVoiceEvent'] as const;

export function hasExitGoal(
  settings: JourneySettings,
): settings is JourneySettings & { exitGoal: ConditionTree } {
  return settings.exitGoal !== null && settings.exitGoal.groups.length > 0;
}
