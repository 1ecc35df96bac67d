// Journeys over GraphQL (journeys-contract.md; apps/server/src/modules/journeys). The definition
// travels as the JSON scalar and is parsed here with core's journeyDefinitionSchema, so the builder
// only ever holds a definition the rules accept. Mutations skip the client's default toasts: the
// hooks show their own texts.
import {
  type JourneyDefinition,
  type JourneyState,
  journeyDefinitionSchema,
} from '@parley/core/journeys/journey';
import {
  type JourneyProblem,
  PROBLEM_SEVERITIES,
  type ProblemSeverity,
} from '@parley/core/journeys/problems';
import { TRIGGER_TYPES, type TriggerType } from '@parley/core/journeys/trigger-data';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { JOURNEYS_TEXTS } from '../journeys-texts.ts';
import {
  CreateJourneyDocument,
  DeleteJourneyDocument,
  DuplicateJourneyDocument,
  JourneyDocument,
  type JourneyFieldsFragment,
  type JourneyListingFieldsFragment,
  JourneysDocument,
  type JourneysQueryVariables,
  JourneyTagsDocument,
  type JourneyTagsQuery,
  JourneyVersionsDocument,
  type JourneyVersionsQuery,
  PublishJourneyDocument,
  SaveJourneyDraftDocument,
  SetJourneyHiddenDocument,
} from './journeys.generated.ts';

export function toJourneyState(value: string): JourneyState {
  return value === 'live' ? 'live' : 'draft';
}

export function toTriggerType(value: string | null): TriggerType | null {
  return TRIGGER_TYPES.find((type) => type === value) ?? null;
}

function toSeverity(value: string): ProblemSeverity {
  return PROBLEM_SEVERITIES.find((severity) => severity === value) ?? 'invalid';
}

/** A row of the list: the listing of spec 001 §3 with its state and trigger type narrowed. */
export type JourneyListing = Omit<JourneyListingFieldsFragment, 'state' | 'triggerType'> & {
  state: JourneyState;
  triggerType: TriggerType | null;
};

export type JourneyPage = { items: JourneyListing[]; total: number; page: number; size: number };

/** The journey the builder edits: its draft parsed as a definition, its problems typed. */
export type JourneyDetail = Omit<
  JourneyFieldsFragment,
  'state' | 'triggerType' | 'draft' | 'liveDefinition' | 'problems'
> & {
  state: JourneyState;
  triggerType: TriggerType | null;
  draft: JourneyDefinition;
  problems: JourneyProblem[];
  published: boolean;
};

export type JourneyTag = JourneyTagsQuery['journeyTags'][number];
export type JourneyVersion = JourneyVersionsQuery['journeyVersions'][number];

function toListing(fields: JourneyListingFieldsFragment): JourneyListing {
  return { ...fields, state: toJourneyState(fields.state), triggerType: toTriggerType(fields.triggerType) };
}

export function toJourneyDetail(fields: JourneyFieldsFragment): JourneyDetail {
  const { draft, liveDefinition, problems, ...rest } = fields;
  // The server stores only drafts core's schema accepts (checked on write and on read).
  const parsed = journeyDefinitionSchema.parse(draft);
  return {
    ...rest,
    state: toJourneyState(fields.state),
    triggerType: toTriggerType(fields.triggerType),
    draft: parsed,
    problems: problems.map((item) => ({ ...item, severity: toSeverity(item.severity) })),
    published: liveDefinition !== null && liveDefinition !== undefined,
  };
}

export type JourneyListQuery = {
  name: string;
  state: JourneyState | null;
  triggerType: TriggerType | null;
  tagIds: string[];
  includeHidden: boolean;
  page: number;
  size: number;
};

export async function fetchJourneys(query: JourneyListQuery, signal?: AbortSignal): Promise<JourneyPage> {
  const variables: JourneysQueryVariables = {
    filter: {
      name: query.name.trim() === '' ? null : query.name.trim(),
      state: query.state,
      triggerType: query.triggerType,
      tagIds: query.tagIds.length > 0 ? query.tagIds : null,
      includeHidden: query.includeHidden,
    },
    page: query.page,
    size: query.size,
  };
  const data = await graphqlRequest(JourneysDocument, variables, {
    signal,
    failureMessage: JOURNEYS_TEXTS.loadFailed,
  });
  return { ...data.getJourneys, items: data.getJourneys.items.map(toListing) };
}

export async function fetchJourneyTags(signal?: AbortSignal): Promise<JourneyTag[]> {
  const data = await graphqlRequest(
    JourneyTagsDocument,
    {},
    { signal, failureMessage: JOURNEYS_TEXTS.loadFailed },
  );
  return data.journeyTags;
}

export async function fetchJourney(id: string, signal?: AbortSignal): Promise<JourneyDetail> {
  const data = await graphqlRequest(
    JourneyDocument,
    { id },
    { signal, notFoundMessage: JOURNEYS_TEXTS.notFound, failureMessage: JOURNEYS_TEXTS.loadFailed },
  );
  return toJourneyDetail(data.journey);
}

export async function fetchJourneyVersions(
  journeyId: string,
  signal?: AbortSignal,
): Promise<JourneyVersion[]> {
  const data = await graphqlRequest(JourneyVersionsDocument, { journeyId }, { signal, skipDefault: true });
  return data.journeyVersions;
}

export async function createJourney(): Promise<JourneyDetail> {
  const data = await graphqlRequest(CreateJourneyDocument, {}, { skipDefault: true });
  return toJourneyDetail(data.createJourney);
}

export type JourneyDraftChange = {
  name: string;
  description: string;
  tags: string[];
  definition: JourneyDefinition;
  /** The updatedAt the builder loaded: the server refuses a save over someone else's. */
  expectedUpdatedAt: string | null;
};

export async function saveJourneyDraft(id: string, change: JourneyDraftChange): Promise<JourneyDetail> {
  const input = {
    name: change.name,
    description: change.description.trim() === '' ? null : change.description,
    tagNames: change.tags,
    definition: change.definition,
    expectedUpdatedAt: change.expectedUpdatedAt,
  };
  const data = await graphqlRequest(SaveJourneyDraftDocument, { id, input }, { skipDefault: true });
  return toJourneyDetail(data.saveJourneyDraft);
}

export async function publishJourney(id: string): Promise<JourneyDetail> {
  const data = await graphqlRequest(PublishJourneyDocument, { id }, { skipDefault: true });
  return toJourneyDetail(data.publishJourney);
}

export async function duplicateJourney(id: string): Promise<string> {
  const data = await graphqlRequest(DuplicateJourneyDocument, { id }, { skipDefault: true });
  return data.duplicateJourney.id;
}

export async function setJourneyHidden(id: string, hidden: boolean): Promise<void> {
  await graphqlRequest(SetJourneyHiddenDocument, { id, hidden }, { skipDefault: true });
}

export async function deleteJourney(id: string): Promise<void> {
  await graphqlRequest(DeleteJourneyDocument, { id }, { skipDefault: true });
}
