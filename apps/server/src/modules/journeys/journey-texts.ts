// The builder API's refusals (docs/journeys.md "Server API"), in Parley's words. The problems of a
// definition have their texts in core (packages/core/src/journeys/texts.ts); these are the API's own.

export const JOURNEY_API_TEXTS = {
  notFound: 'Journey not found',
  runNotFound: 'This contact is not in the journey',
  runNotActive: 'This contact has already left the journey',
  staleSave: 'Someone else saved this journey after you opened it. Reload it to see their changes.',
  publishedNotDeletable: 'A journey that was published cannot be deleted. Archive it instead.',
  cannotGoLive: (count: number, first: string) =>
    count === 1
      ? `This journey cannot go live: ${first}`
      : `This journey cannot go live (${count} problems). ${first}`,
  invalidDefinition: (first: string) => `The journey cannot be saved: ${first}`,
  descriptionTooLong: (max: number) => `Description must be at most ${max} characters`,
  tooManyTags: (max: number) => `A journey can have at most ${max} tags`,
  tagNameInvalid: (max: number) => `A tag name must have 1 to ${max} characters`,
  /** The suffix of a duplicate's name (spec: "<name> (copy)"). */
  copySuffix: ' (copy)',
} as const;

/** The end reason of a run an admin removed (core's run state `removed`). */
export const REMOVED_END_REASON = 'removed';
