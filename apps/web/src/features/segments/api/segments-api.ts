import type { ConditionTree } from '@parley/core/conditions/model';
import type { SegmentType, SegmentUploadResult } from '@parley/core/segments/segment-rules';
import { apiRequest } from '../../../shared/api/api-request.ts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';

// Segments over GraphQL and the CSV upload over REST (apps/server/src/modules/segments). Mutations
// and the upload skip the client's default toasts: the caller shows its own texts.

export type Segment = {
  id: string;
  name: string;
  type: SegmentType;
  conditions: ConditionTree | null;
  /** Contacts in it now; null when its stored conditions no longer compile. */
  count: number | null;
  createdById: string | null;
  createdAt: string;
  updatedAt: string;
};

const SEGMENT_FIELDS = 'id name type conditions count createdById createdAt updatedAt';

export async function fetchSegments(signal?: AbortSignal): Promise<Segment[]> {
  const data = await graphqlRequest<{ segments: Segment[] }>(
    `query Segments { segments { ${SEGMENT_FIELDS} } }`,
    {},
    { signal, failureMessage: SEGMENTS_TEXTS.loadFailed },
  );
  return data.segments;
}

export async function fetchSegment(id: string, signal?: AbortSignal): Promise<Segment> {
  const data = await graphqlRequest<{ segment: Segment }>(
    `query Segment($id: ID!) { segment(id: $id) { ${SEGMENT_FIELDS} } }`,
    { id },
    { signal, notFoundMessage: SEGMENTS_TEXTS.notFound, failureMessage: SEGMENTS_TEXTS.loadFailed },
  );
  return data.segment;
}

/** How many contacts a draft tree matches now; errors are the caller's to show (no toast). */
export async function previewSegmentCount(conditions: ConditionTree, signal?: AbortSignal): Promise<number> {
  const data = await graphqlRequest<{ previewSegmentCount: number }>(
    'query PreviewSegmentCount($conditions: JSON!) { previewSegmentCount(conditions: $conditions) }',
    { conditions },
    { signal, skipDefault: true },
  );
  return data.previewSegmentCount;
}

export type SegmentChange = { name: string; conditions?: ConditionTree | null };

export async function createSegment(variables: SegmentChange & { type: SegmentType }): Promise<Segment> {
  const data = await graphqlRequest<{ createSegment: Segment }>(
    `mutation CreateSegment($name: String!, $type: SegmentType!, $conditions: JSON) {
      createSegment(name: $name, type: $type, conditions: $conditions) { ${SEGMENT_FIELDS} }
    }`,
    variables,
    { skipDefault: true },
  );
  return data.createSegment;
}

export async function updateSegment(id: string, variables: SegmentChange): Promise<Segment> {
  const data = await graphqlRequest<{ updateSegment: Segment }>(
    `mutation UpdateSegment($id: ID!, $name: String!, $conditions: JSON) {
      updateSegment(id: $id, name: $name, conditions: $conditions) { ${SEGMENT_FIELDS} }
    }`,
    { id, ...variables },
    { skipDefault: true },
  );
  return data.updateSegment;
}

export async function deleteSegment(id: string): Promise<string> {
  const data = await graphqlRequest<{ deleteSegment: { id: string } }>(
    'mutation DeleteSegment($id: ID!) { deleteSegment(id: $id) { id } }',
    { id },
    { skipDefault: true },
  );
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
