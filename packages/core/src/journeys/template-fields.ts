// Which `{{ }}` fields a journey may use (issue 13: "templates referencing unknown fields" are
// refused): the contact's attributes and the triggering event's properties.
import { CONTACT_ATTRIBUTE_FIELDS } from '../conditions/contact-attributes.ts';
import { EVENT_TIMESTAMP_PROPERTY } from '../conditions/evaluate.ts';
import { parseTemplate } from './templates.ts';
import { JOURNEY_PROBLEM_TEXTS } from './texts.ts';

/** Contact fields every brand has: the typed attributes, the profile id and the full name. */
export const BUILT_IN_TEMPLATE_CONTACT_FIELDS: readonly string[] = [
  ...CONTACT_ATTRIBUTE_FIELDS.map((field) => field.fieldName),
  'profileId',
  'name',
];

export type TemplateFieldContext = {
  /** The brand's learned contact attributes (getEventSchema identify / user_properties field names). */
  contactFields: readonly string[];
  /** The triggering event's property names (its event schema); null when the trigger has no event. */
  eventFields: readonly string[] | null;
};

/** Why a text's fields cannot be rendered, or null when they all can. */
export function templateProblem(text: string, context: TemplateFieldContext): string | null {
  const parsed = parseTemplate(text);
  if (!parsed.ok) return JOURNEY_PROBLEM_TEXTS.templateUnclosed;
  for (const part of parsed.parts) {
    if (part.kind !== 'field') continue;
    if (part.root === null || part.name === null)
      return JOURNEY_PROBLEM_TEXTS.templateUnknownField(part.path);
    if (part.root === 'contact') {
      const known =
        BUILT_IN_TEMPLATE_CONTACT_FIELDS.includes(part.name) || context.contactFields.includes(part.name);
      if (!known) return JOURNEY_PROBLEM_TEXTS.templateUnknownField(part.path);
      continue;
    }
    if (context.eventFields === null) return JOURNEY_PROBLEM_TEXTS.templateNoEvent(part.path);
    const known = part.name === EVENT_TIMESTAMP_PROPERTY || context.eventFields.includes(part.name);
    if (!known) return JOURNEY_PROBLEM_TEXTS.templateUnknownField(part.path);
  }
  return null;
}
