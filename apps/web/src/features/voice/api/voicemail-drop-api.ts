import { DEFAULT_ERROR_TEXT } from '@parley/core/common/texts';
import type { VoicemailDropResult } from '@parley/core/voice/voicemail-drops';
import { ApiError, toApiErrorBody } from '../../../shared/api/api-error.ts';
import { readResponseBody } from '../../../shared/api/api-request.ts';
import { sendRequest } from '../../../shared/api/send-request.ts';

export type VoicemailDropBody = { customerCallSid: string; recordingId: string; campaignId?: string };

/**
 * POST /conv/call-controls/voicemail-drop (spec 000 §7; docs/voice-contract.md "Voicemail drops").
 * Sent through the transport, not apiRequest: its refusals (403 'Only the agent on this call can drop
 * a voicemail', 404, 409) are the call's news, shown on the panel, and apiRequest would take a 403
 * for an expired session and sign the agent out mid-call. Every failure throws an unhandled ApiError.
 */
export async function dropVoicemail(body: VoicemailDropBody): Promise<VoicemailDropResult> {
  const outcome = await sendRequest({
    url: '/conv/call-controls/voicemail-drop',
    method: 'POST',
    body,
    retries: 0,
  });
  if (outcome.kind === 'network') {
    throw new ApiError({
      code: 'network_error',
      message: DEFAULT_ERROR_TEXT,
      kind: 'network',
      status: null,
      handled: false,
    });
  }
  const { response } = outcome;
  if (response.ok) return readResponseBody<VoicemailDropResult>(response);
  const error = toApiErrorBody(await response.json().catch(() => null));
  throw new ApiError({
    code: error?.code ?? `http_${response.status}`,
    message: error?.message ?? DEFAULT_ERROR_TEXT,
    field: error?.field,
    details: error?.details,
    kind: 'body',
    status: response.status,
    handled: false,
  });
}
