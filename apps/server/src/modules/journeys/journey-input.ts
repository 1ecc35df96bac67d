import {
  type JourneyDefinition,
  journeyNameSchema,
  journeyTagNameSchema,
} from '@parley/core/journeys/journey';
import {
  MAX_JOURNEY_DESCRIPTION_LENGTH,
  MAX_JOURNEY_TAGS,
  MAX_TAG_NAME_LENGTH,
} from '@parley/core/journeys/limits';
import { blockingSave, formatProblem, type JourneyProblem } from '@parley/core/journeys/problems';
import {
  type JourneyValidationContext,
  parseJourneyDefinition,
} from '@parley/core/journeys/validate-journey';
import { AppError } from '../../platform/http/app-error.ts';
import { JOURNEY_API_TEXTS } from './journey-texts.ts';

// Checks of saveJourneyDraft's input. Every refusal is a 400 naming the field; a definition's refusal
// names the node (or connection) and the reason in the message (core's formatProblem) and carries
// every problem in `details.problems`, so the builder can mark each node. Nothing is saved.

function invalid(field: string, message: string, details?: unknown): AppError {
  return new AppError('validation_failed', message, { field, details });
}

export function parseJourneyName(value: string): string {
  const parsed = journeyNameSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalid('name', parsed.error.issues[0]?.message ?? 'Name is required');
}

export function parseJourneyDescription(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text.length > MAX_JOURNEY_DESCRIPTION_LENGTH)
    throw invalid('description', JOURNEY_API_TEXTS.descriptionTooLong(MAX_JOURNEY_DESCRIPTION_LENGTH));
  return text === '' ? null : text;
}

export function parseJourneyTagNames(values: readonly string[] | null | undefined): string[] {
  const names: string[] = [];
  for (const value of values ?? []) {
    const parsed = journeyTagNameSchema.safeParse(value);
    if (!parsed.success) throw invalid('tagNames', JOURNEY_API_TEXTS.tagNameInvalid(MAX_TAG_NAME_LENGTH));
    if (!names.some((name) => name.toLowerCase() === parsed.data.toLowerCase())) names.push(parsed.data);
  }
  if (names.length > MAX_JOURNEY_TAGS)
    throw invalid('tagNames', JOURNEY_API_TEXTS.tooManyTags(MAX_JOURNEY_TAGS));
  return names;
}

/** The error of a definition with `invalid` problems: the first named, all of them in details. */
export function definitionRefused(problems: readonly JourneyProblem[]): AppError {
  const blocking = blockingSave(problems);
  const [first] = blocking;
  return invalid(
    'definition',
    JOURNEY_API_TEXTS.invalidDefinition(first ? formatProblem(first) : 'it is not a journey.'),
    { problems: blocking },
  );
}

/** A submitted definition as it is stored: parsed by core, refused (400) when anything is `invalid`. */
export function parseJourneyDraft(value: unknown, context: JourneyValidationContext): JourneyDefinition {
  const parsed = parseJourneyDefinition(value, context);
  if (!parsed.ok) throw definitionRefused(parsed.problems);
  return parsed.definition;
}
