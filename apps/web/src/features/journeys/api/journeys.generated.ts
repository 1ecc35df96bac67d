// Generated from the .graphql file beside it by `npm run graphql:codegen`: do not edit.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../shared/graphql/schema-types.generated';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type JourneyDraftInput = {
  /** { nodes, edges, settings } */
  definition: unknown;
  description?: string | null | undefined;
  /** The updatedAt the builder loaded: refused (conflict) when someone saved since. */
  expectedUpdatedAt?: string | null | undefined;
  name: string;
  /** The journey's whole set of tags, by name (new names are created). */
  tagNames?: Array<string> | null | undefined;
};

export type JourneyFilter = {
  /** Archived journeys too. */
  includeHidden?: boolean | null | undefined;
  /** Name contains (ignoring case). */
  name?: string | null | undefined;
  /** live or draft. */
  state?: string | null | undefined;
  /** Journeys with any of these tags. */
  tagIds?: Array<string | number> | null | undefined;
  triggerType?: string | null | undefined;
};

export type JourneyUserFieldsFragment = { id: string, name: string | null };

export type JourneyListingFieldsFragment = { id: string, friendlyId: string, name: string, state: string, triggerType: string | null, version: number | null, hidden: boolean, createdAt: string, updatedAt: string, tags: Array<{ id: string, name: string }>, counts: { entered: number, active: number, completed: number, exited: number, failed: number }, createdBy: { id: string, name: string | null } | null, updatedBy: { id: string, name: string | null } | null };

export type JourneyFieldsFragment = { id: string, friendlyId: string, name: string, description: string | null, state: string, triggerType: string | null, version: number | null, hidden: boolean, createdAt: string, updatedAt: string, originalCreatedAt: string, draft: unknown, draftChanged: boolean, liveDefinition: unknown, tags: Array<{ id: string, name: string }>, createdBy: { id: string, name: string | null } | null, updatedBy: { id: string, name: string | null } | null, problems: Array<{ severity: string, nodeId: string | null, edgeId: string | null, field: string | null, message: string }> };

export type JourneysQueryVariables = Exact<{
  filter?: Types.JourneyFilter | null | undefined;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type JourneysQuery = { getJourneys: { total: number, page: number, size: number, items: Array<{ id: string, friendlyId: string, name: string, state: string, triggerType: string | null, version: number | null, hidden: boolean, createdAt: string, updatedAt: string, tags: Array<{ id: string, name: string }>, counts: { entered: number, active: number, completed: number, exited: number, failed: number }, createdBy: { id: string, name: string | null } | null, updatedBy: { id: string, name: string | null } | null }> } };

export type JourneyTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type JourneyTagsQuery = { journeyTags: Array<{ id: string, name: string }> };

export type JourneyQueryVariables = Exact<{
  id: string | number;
}>;


export type JourneyQuery = { journey: { id: string, friendlyId: string, name: string, description: string | null, state: string, triggerType: string | null, version: number | null, hidden: boolean, createdAt: string, updatedAt: string, originalCreatedAt: string, draft: unknown, draftChanged: boolean, liveDefinition: unknown, tags: Array<{ id: string, name: string }>, createdBy: { id: string, name: string | null } | null, updatedBy: { id: string, name: string | null } | null, problems: Array<{ severity: string, nodeId: string | null, edgeId: string | null, field: string | null, message: string }> } };

export type JourneyVersionsQueryVariables = Exact<{
  journeyId: string | number;
}>;


export type JourneyVersionsQuery = { journeyVersions: Array<{ version: number, publishedAt: string, publishedBy: { id: string, name: string | null } | null }> };

export type CreateJourneyMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateJourneyMutation = { createJourney: { id: string, friendlyId: string, name: string, description: string | null, state: string, triggerType: string | null, version: number | null, hidden: boolean, createdAt: string, updatedAt: string, originalCreatedAt: string, draft: unknown, draftChanged: boolean, liveDefinition: unknown, tags: Array<{ id: string, name: string }>, createdBy: { id: string, name: string | null } | null, updatedBy: { id: string, name: string | null } | null, problems: Array<{ severity: string, nodeId: string | null, edgeId: string | null, field: string | null, message: string }> } };

export type SaveJourneyDraftMutationVariables = Exact<{
  id: string | number;
  input: Types.JourneyDraftInput;
}>;


export type SaveJourneyDraftMutation = { saveJourneyDraft: { id: string, friendlyId: string, name: string, description: string | null, state: string, triggerType: string | null, version: number | null, hidden: boolean, createdAt: string, updatedAt: string, originalCreatedAt: string, draft: unknown, draftChanged: boolean, liveDefinition: unknown, tags: Array<{ id: string, name: string }>, createdBy: { id: string, name: string | null } | null, updatedBy: { id: string, name: string | null } | null, problems: Array<{ severity: string, nodeId: string | null, edgeId: string | null, field: string | null, message: string }> } };

export type PublishJourneyMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishJourneyMutation = { publishJourney: { id: string, friendlyId: string, name: string, description: string | null, state: string, triggerType: string | null, version: number | null, hidden: boolean, createdAt: string, updatedAt: string, originalCreatedAt: string, draft: unknown, draftChanged: boolean, liveDefinition: unknown, tags: Array<{ id: string, name: string }>, createdBy: { id: string, name: string | null } | null, updatedBy: { id: string, name: string | null } | null, problems: Array<{ severity: string, nodeId: string | null, edgeId: string | null, field: string | null, message: string }> } };

export type DuplicateJourneyMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateJourneyMutation = { duplicateJourney: { id: string } };

export type SetJourneyHiddenMutationVariables = Exact<{
  id: string | number;
  hidden: boolean;
}>;


export type SetJourneyHiddenMutation = { setJourneyHidden: { id: string, hidden: boolean } };

export type DeleteJourneyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteJourneyMutation = { deleteJourney: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const JourneyUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment JourneyUserFields on JourneyUser {
  id
  name
}
    `, {"fragmentName":"JourneyUserFields"}) as unknown as TypedDocumentString<JourneyUserFieldsFragment, unknown>;
export const JourneyListingFieldsFragmentDoc = new TypedDocumentString(`
    fragment JourneyListingFields on JourneyListing {
  id
  friendlyId
  name
  state
  triggerType
  version
  hidden
  tags {
    id
    name
  }
  counts {
    entered
    active
    completed
    exited
    failed
  }
  createdAt
  updatedAt
  createdBy {
    ...JourneyUserFields
  }
  updatedBy {
    ...JourneyUserFields
  }
}
    fragment JourneyUserFields on JourneyUser {
  id
  name
}`, {"fragmentName":"JourneyListingFields"}) as unknown as TypedDocumentString<JourneyListingFieldsFragment, unknown>;
export const JourneyFieldsFragmentDoc = new TypedDocumentString(`
    fragment JourneyFields on Journey {
  id
  friendlyId
  name
  description
  state
  triggerType
  version
  hidden
  tags {
    id
    name
  }
  createdAt
  updatedAt
  originalCreatedAt
  createdBy {
    ...JourneyUserFields
  }
  updatedBy {
    ...JourneyUserFields
  }
  draft
  draftChanged
  liveDefinition
  problems {
    severity
    nodeId
    edgeId
    field
    message
  }
}
    fragment JourneyUserFields on JourneyUser {
  id
  name
}`, {"fragmentName":"JourneyFields"}) as unknown as TypedDocumentString<JourneyFieldsFragment, unknown>;
export const JourneysDocument = new TypedDocumentString(`
    query Journeys($filter: JourneyFilter, $page: Int, $size: Int) {
  getJourneys(filter: $filter, page: $page, size: $size) {
    items {
      ...JourneyListingFields
    }
    total
    page
    size
  }
}
    fragment JourneyUserFields on JourneyUser {
  id
  name
}
fragment JourneyListingFields on JourneyListing {
  id
  friendlyId
  name
  state
  triggerType
  version
  hidden
  tags {
    id
    name
  }
  counts {
    entered
    active
    completed
    exited
    failed
  }
  createdAt
  updatedAt
  createdBy {
    ...JourneyUserFields
  }
  updatedBy {
    ...JourneyUserFields
  }
}`) as unknown as TypedDocumentString<JourneysQuery, JourneysQueryVariables>;
export const JourneyTagsDocument = new TypedDocumentString(`
    query JourneyTags {
  journeyTags {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<JourneyTagsQuery, JourneyTagsQueryVariables>;
export const JourneyDocument = new TypedDocumentString(`
    query Journey($id: ID!) {
  journey(id: $id) {
    ...JourneyFields
  }
}
    fragment JourneyUserFields on JourneyUser {
  id
  name
}
fragment JourneyFields on Journey {
  id
  friendlyId
  name
  description
  state
  triggerType
  version
  hidden
  tags {
    id
    name
  }
  createdAt
  updatedAt
  originalCreatedAt
  createdBy {
    ...JourneyUserFields
  }
  updatedBy {
    ...JourneyUserFields
  }
  draft
  draftChanged
  liveDefinition
  problems {
    severity
    nodeId
    edgeId
    field
    message
  }
}`) as unknown as TypedDocumentString<JourneyQuery, JourneyQueryVariables>;
export const JourneyVersionsDocument = new TypedDocumentString(`
    query JourneyVersions($journeyId: ID!) {
  journeyVersions(journeyId: $journeyId) {
    version
    publishedAt
    publishedBy {
      ...JourneyUserFields
    }
  }
}
    fragment JourneyUserFields on JourneyUser {
  id
  name
}`) as unknown as TypedDocumentString<JourneyVersionsQuery, JourneyVersionsQueryVariables>;
export const CreateJourneyDocument = new TypedDocumentString(`
    mutation CreateJourney {
  createJourney {
    ...JourneyFields
  }
}
    fragment JourneyUserFields on JourneyUser {
  id
  name
}
fragment JourneyFields on Journey {
  id
  friendlyId
  name
  description
  state
  triggerType
  version
  hidden
  tags {
    id
    name
  }
  createdAt
  updatedAt
  originalCreatedAt
  createdBy {
    ...JourneyUserFields
  }
  updatedBy {
    ...JourneyUserFields
  }
  draft
  draftChanged
  liveDefinition
  problems {
    severity
    nodeId
    edgeId
    field
    message
  }
}`) as unknown as TypedDocumentString<CreateJourneyMutation, CreateJourneyMutationVariables>;
export const SaveJourneyDraftDocument = new TypedDocumentString(`
    mutation SaveJourneyDraft($id: ID!, $input: JourneyDraftInput!) {
  saveJourneyDraft(id: $id, input: $input) {
    ...JourneyFields
  }
}
    fragment JourneyUserFields on JourneyUser {
  id
  name
}
fragment JourneyFields on Journey {
  id
  friendlyId
  name
  description
  state
  triggerType
  version
  hidden
  tags {
    id
    name
  }
  createdAt
  updatedAt
  originalCreatedAt
  createdBy {
    ...JourneyUserFields
  }
  updatedBy {
    ...JourneyUserFields
  }
  draft
  draftChanged
  liveDefinition
  problems {
    severity
    nodeId
    edgeId
    field
    message
  }
}`) as unknown as TypedDocumentString<SaveJourneyDraftMutation, SaveJourneyDraftMutationVariables>;
export const PublishJourneyDocument = new TypedDocumentString(`
    mutation PublishJourney($id: ID!) {
  publishJourney(id: $id) {
    ...JourneyFields
  }
}
    fragment JourneyUserFields on JourneyUser {
  id
  name
}
fragment JourneyFields on Journey {
  id
  friendlyId
  name
  description
  state
  triggerType
  version
  hidden
  tags {
    id
    name
  }
  createdAt
  updatedAt
  originalCreatedAt
  createdBy {
    ...JourneyUserFields
  }
  updatedBy {
    ...JourneyUserFields
  }
  draft
  draftChanged
  liveDefinition
  problems {
    severity
    nodeId
    edgeId
    field
    message
  }
}`) as unknown as TypedDocumentString<PublishJourneyMutation, PublishJourneyMutationVariables>;
export const DuplicateJourneyDocument = new TypedDocumentString(`
    mutation DuplicateJourney($id: ID!) {
  duplicateJourney(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DuplicateJourneyMutation, DuplicateJourneyMutationVariables>;
export const SetJourneyHiddenDocument = new TypedDocumentString(`
    mutation SetJourneyHidden($id: ID!, $hidden: Boolean!) {
  setJourneyHidden(id: $id, hidden: $hidden) {
    id
    hidden
  }
}
    `) as unknown as TypedDocumentString<SetJourneyHiddenMutation, SetJourneyHiddenMutationVariables>;
export const DeleteJourneyDocument = new TypedDocumentString(`
    mutation DeleteJourney($id: ID!) {
  deleteJourney(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteJourneyMutation, DeleteJourneyMutationVariables>;