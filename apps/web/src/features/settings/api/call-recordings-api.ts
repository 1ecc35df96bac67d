import type { CallRecording } from '@parley/core/voice/call-recordings';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// Settings › Recordings (apps/server/src/modules/call-recordings/call-recordings.graphql.ts).

export const CALL_RECORDINGS_PAGE_SIZE = 25;

const FIELDS =
  'id conferenceSid taskSid agentUserId agentName contactPhone mimeType sizeBytes durationSeconds startedAt createdAt audioUrl';

export async function fetchCallRecordings(page: number, signal?: AbortSignal): Promise<CallRecording[]> {
  const data = await graphqlRequest<{ callRecordings: CallRecording[] }>(
    `query CallRecordings($page: Int, $size: Int) { callRecordings(page: $page, size: $size) { ${FIELDS} } }`,
    { page, size: CALL_RECORDINGS_PAGE_SIZE },
    { signal },
  );
  return data.callRecordings;
}

/** Admins only; the recording and its audio are gone for good. */
export async function deleteCallRecording(id: string): Promise<void> {
  await graphqlRequest('mutation DeleteCallRecording($id: ID!) { deleteCallRecording(id: $id) }', { id });
}
