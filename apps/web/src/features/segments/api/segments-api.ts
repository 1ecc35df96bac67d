import type { ConditionTree } from '@parley/core/conditions/model';
import type { SegmentType, SegmentUploadResult } from '@parley/core/segments/segment-rules';
import { apiRequest } from '../../../shared/api/api-request.ts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';
import {
  CreateSegmentDocument,
  DeleteSegmentDocument,
  PreviewSegmentCountDocument,
  SegmentContactsDocument,
  type SegmentContactsQuery,
  SegmentDocument,
  type SegmentFieldsFragment,
  SegmentsDocument,
  UpdateSegmentDocument,
} from './segments.generated.ts';

// Segments over GraphQL and the CSV upload over REST (apps/server/src/modules/segments). Mutations
// and the upload skip the client's default toasts: the caller shows its own texts.

/** A segment; `count` is the contacts in it now, null when its stored conditions no longer compile. */
export type Segment = Omit<SegmentFieldsFragment, 'conditions'> & { conditions: ConditionTree | null };

/** The JSON scalar is `unknown` to the generator; the segments module checks a tree on write and on read. */
function toSegment(fields: SegmentFieldsFragment): Segment {
  // A dynamic segment's conditions as the server stored and checked them (apps/server/src/modules/segments).
  return { ...fields, conditions: fields.conditions as ConditionTree | null };
}

export async function fetchSegments(signal?: AbortSignal): Promise<Segment[]> {
  const data = await graphqlRequest(
    SegmentsDocument,
    {},
    { signal, failureMessage: SEGMENTS_TEXTS.loadFailed },
  );
  return data.segments.map(toSegment);
}

export async function fetchSegment(id: string, signal?: AbortSignal): Promise<Segment> {
  const data = await graphqlRequest(
    SegmentDocument,
    { id },
    { signal, notFoundMessage: SEGMENTS_TEXTS.notFound, failureMessage: SEGMENTS_TEXTS.loadFailed },
  );
  return toSegment(data.segment);
}

/** One page of a segment's members (newest contacts first) and whether another page follows. */
export type SegmentMembersPage = SegmentContactsQuery['segmentContacts'];
export type SegmentMember = SegmentMembersPage['items'][number];

/** The members table shows this many a page, as the audience does. */
export const SEGMENT_MEMBERS_PAGE_SIZE = 25;

export async function fetchSegmentMembers(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<SegmentMembersPage> {
  const data = await graphqlRequest(
    SegmentContactsDocument,
    { id, page, size: SEGMENT_MEMBERS_PAGE_SIZE },
    { signal, failureMessage: SEGMENTS_TEXTS.members.loadFailed },
  );
  return data.segmentContacts;
}

/** How many contacts a draft tree matches now; errors are the caller's to show (no toast). */
export async function previewSegmentCount(conditions: ConditionTree, signal?: AbortSignal): Promise<number> {
  const data = await graphqlRequest(
    PreviewSegmentCountDocument,
    { conditions },
    { signal, skipDefault: true },
  );
  return data.previewSegmentCount;
}

export type SegmentChange = { name: string; conditions?: ConditionTree | null };

export async function createSegment(variables: SegmentChange & { type: SegmentType }): Promise<Segment> {
  const data = await graphqlRequest(CreateSegmentDocument, variables, { skipDefault: true });
  return toSegment(data.createSegment);
}

export async function updateSegment(id: string, variables: SegmentChange): Promise<Segment> {
  const data = await graphqlRequest(UpdateSegmentDocument, { id, ...variables }, { skipDefault: true });
  return toSegment(data.updateSegment);
}

export async function deleteSegment(id: string): Promise<string> {
  const data = await graphqlRequest(DeleteSegmentDocument, { id }, { skipDefault: true });
  return data.deleteSegment.id;
}

/** spec 001 §7 POST /segments/{id}/uploadFile: multipart file and includeCsvDataTypeRow. */
export async function uploadSegmentFile(
  id: string,
  file: File,
  includeCsvDataTypeRow: boolean,
): Promise<SegmentUploadResult> {
  const form = new FormData();
  form.append('includeCsvDataTypeRow', String(includeCsvDataTypeRow));
  form.append('file', file);
  return apiRequest<SegmentUploadResult>(`/segments/${encodeURIComponent(id)}/uploadFile`, {
    method: 'POST',
    body: form,
    skipDefault: true,
  });
}
