import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  CallRecordingsDocument,
  type CallRecordingsQuery,
  DeleteCallRecordingDocument,
} from './call-recordings.generated.ts';

// Settings › Recordings (apps/server/src/modules/call-recordings/call-recordings.graphql.ts).

export const CALL_RECORDINGS_PAGE_SIZE = 25;

export type CallRecording = CallRecordingsQuery['callRecordings'][number];

export async function fetchCallRecordings(page: number, signal?: AbortSignal): Promise<CallRecording[]> {
  const data = await graphqlRequest(
    CallRecordingsDocument,
    { page, size: CALL_RECORDINGS_PAGE_SIZE },
    { signal },
  );
  return data.callRecordings;
}

/** Admins only; the recording and its audio are gone for good. */
export async function deleteCallRecording(id: string): Promise<void> {
  await graphqlRequest(DeleteCallRecordingDocument, { id });
}
