// Matching events against journey rules, with the condition evaluator (conditions/evaluate.ts) so the
// builder's filters mean the same everywhere: which event triggers a journey, which event ends a
// delay's wait, and a conditional node whose tree may test the triggering event.
import {
  type EvaluationContact,
  type EvaluationEvent,
  evaluateEventFilter,
  evaluateTree,
} from '../conditions/evaluate.ts';
import type { Condition, ConditionTree, Filter } from '../conditions/model.ts';
import type { DelayData } from './flow-node-data.ts';
import type { TriggerData } from './trigger-data.ts';

/** Every filter holds on the event (no filter: any event of the name). */
export function eventPassesFilters(filters: readonly Filter[], event: EvaluationEvent, now: Date): boolean {
  return filters.every((filter) => evaluateEventFilter(filter, event, now));
}

/** Whether an event makes a contact enter through this (event-based: custom, voice event, page view) trigger. */
export function triggerMatchesEvent(trigger: TriggerData, event: EvaluationEvent, now: Date): boolean {
  switch (trigger.triggerType) {
    case 'custom':
      return (
        event.eventType === 'track' &&
        event.eventName === trigger.eventName &&
        eventPassesFilters(trigger.filters, event, now)
      );
    case 'parleyVoiceEvent':
      return (
        event.eventType === 'parley_voice_event' &&
        event.eventName === trigger.eventName &&
        eventPassesFilters(trigger.filters, event, now)
      );
    case 'pageview':
      // Every page view of the contact, whatever its name, whose properties (url, path, title,
      // referrer, …) pass the filters.
      return event.eventType === 'page' && eventPassesFilters(trigger.filters, event, now);
    default:
      // Segment and scheduled triggers are not fed by events.
      return false;
  }
}

/** Whether an event ends a delay-until-event wait (the contact leaves by the `event` output). */
export function waitMatchesEvent(delay: DelayData, event: EvaluationEvent, now: Date): boolean {
  if (delay.mode !== 'untilEvent' || delay.eventName === null) return false;
  const eventType = delay.eventType === 'customEvent' ? 'track' : 'parley_voice_event';
  return (
    event.eventType === eventType &&
    event.eventName === delay.eventName &&
    eventPassesFilters(delay.filters, event, now)
  );
}

/**
 * The name under which the triggering event is handed to the evaluator. It holds a NUL, which no
 * ingested event name may (input hygiene refuses it), so it never meets a stored event.
 */
export const TRIGGERING_EVENT_NAME = '\u0000triggering-event';

function bindTriggeringEvent(condition: Condition): Condition {
  if (condition.conditionalType !== 'triggeringEvent') return condition;
  // "The triggering event passes the filters" (isSet) or "does not" (isNotSet): one event, no count.
  return {
    ...condition,
    conditionalType: 'customEvent',
    eventName: TRIGGERING_EVENT_NAME,
    lastEventOnly: false,
    eventCount: null,
  };
}

/**
 * A conditional node's tree on a contact (true / false edge). `triggeringEvent` conditions test the
 * event that made the contact enter (none: they see no event); the others test stored data as
 * everywhere else. `contact.events` needs only the events the tree names.
 */
export function evaluateJourneyCondition(
  tree: ConditionTree,
  contact: EvaluationContact,
  triggeringEvent: EvaluationEvent | null,
  now: Date,
): boolean {
  const bound: ConditionTree = {
    ...tree,
    groups: tree.groups.map((group) => ({ ...group, conditions: group.conditions.map(bindTriggeringEvent) })),
  };
  const events = triggeringEvent
    ? [
        ...contact.events,
        { ...triggeringEvent, eventType: 'track' as const, eventName: TRIGGERING_EVENT_NAME },
      ]
    : contact.events;
  return evaluateTree(bound, { ...contact, events }, now);
}
