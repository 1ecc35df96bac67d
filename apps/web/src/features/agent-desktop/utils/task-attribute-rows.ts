// A custom task's attributes as the agent reads them (issue 17 item 8): label: value rows, a nested
// value one row per leaf, never JSON, and without what Parley keeps on a task for its own workings
// (docs/agent-desktop-web.md "Custom tasks: what the agent sees").
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import {
  type PropertyEntry,
  propertyEntries,
  propertyValueText,
} from '@parley/core/contacts/property-entries';

/**
 * Attributes that tell the agent nothing: how routing, the voice layer, journeys and campaigns find
 * and handle the task (its type, the call it places, the records it came from), and the title, which
 * is the heading already. Any key ending in `Sid` (callSid, conferenceSid, conversationSid, …) is
 * one too.
 */
export const INTERNAL_TASK_ATTRIBUTES: ReadonlySet<string> = new Set([
  'title',
  'taskType',
  'triggerCall',
  'autoAnswer',
  'campaignId',
  'campaignInfo',
  'journeyId',
  'journeyRunId',
  'journeyNodeId',
  'profileId',
  'targetAgentId',
  'reassignedBy',
  'parleyVoicePhone',
  'conferenceFriendlyId',
]);

const SID_KEY = /Sid$/;

export function isInternalTaskAttribute(key: string): boolean {
  return INTERNAL_TASK_ATTRIBUTES.has(key) || SID_KEY.test(key);
}

/** The rows the desk shows of a task's attributes, by label. */
export function taskAttributeRows(attributes: Readonly<Record<string, unknown>>): PropertyEntry[] {
  const shown = Object.fromEntries(
    Object.entries(attributes).filter(([key]) => !isInternalTaskAttribute(key)),
  );
  return propertyEntries(shown);
}

/** A row's value as the agent reads it; the contact's phone as spec 000 §5 shows phone numbers. */
export function taskAttributeText(row: PropertyEntry): string {
  if (row.key === 'contactPhone' && typeof row.value === 'string') return formatPhoneForDisplay(row.value);
  return propertyValueText(row.value);
}
