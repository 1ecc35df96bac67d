import { apiRequest } from '../../../shared/api/api-request.ts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import { DialPadSourcesDocument } from './outbound-call.generated.ts';

// The dial pad's calls (spec 001 §2 step 2, §7): the brand's numbers to call from, and the manual
// outbound call task.

/** One number the brand may call from. */
export type BrandVoiceNumber = { phoneNumber: string; label: string };

/**
 * spec 001 §7 getCommunicationSources(channel: voice): the brand's numbers that place calls
 * (Settings › Active Phone Numbers), by friendly name. May be empty: the step says so.
 */
export async function fetchBrandVoiceNumbers(signal?: AbortSignal): Promise<BrandVoiceNumber[]> {
  const data = await graphqlRequest(
    DialPadSourcesDocument,
    { channel: 'voice' },
    // The step shows a failure itself, with a retry.
    { signal, skipDefault: true },
  );
  return data.getCommunicationSources
    .filter((item) => item.source)
    .map((item) => ({
      phoneNumber: item.source,
      label: item.internalDisplayName ?? item.externalDisplayName ?? item.source,
    }));
}

export type ManualOutboundCallBody = {
  contactPhone: string;
  parleyVoicePhone: string;
  parleyVoicePhoneFriendlyName?: string | null;
  profileId?: string | null;
  name?: string | null;
};

/** POST /conv/tasks/manual-outbound-call-task (channel voice): a call task reserved to the caller. */
export function createManualOutboundCallTask(
  body: ManualOutboundCallBody,
): Promise<{ success: boolean; taskSid: string }> {
  return apiRequest('/tasks/manual-outbound-call-task', {
    base: '/conv',
    method: 'POST',
    body: { ...body, channel: 'voice' },
    // The task-creation codes (spec 000 §8) are shown by the dial pad.
    skipDefault: true,
  });
}
