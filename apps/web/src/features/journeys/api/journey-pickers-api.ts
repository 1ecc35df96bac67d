// What the side panel's pickers offer (issue 13: the queue, from-number, agent and cancellation-reason
// fields are pickers): the brand's queues, its numbers for calls or texts, its agents and its
// cancellation reasons. Each picker shows its own error line, so a failure is not toasted as well.
import type { CommunicationChannel } from '@parley/core/phone-numbers/brand-phone-numbers';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  JourneyAgentOptionsDocument,
  type JourneyAgentOptionsQuery,
  JourneyCancellationReasonOptionsDocument,
  type JourneyCancellationReasonOptionsQuery,
  JourneyNumberOptionsDocument,
  type JourneyNumberOptionsQuery,
  JourneyQueueOptionsDocument,
  type JourneyQueueOptionsQuery,
} from './journey-pickers.generated.ts';

export type JourneyQueueOption = JourneyQueueOptionsQuery['queues'][number];
export type JourneyNumberOption = JourneyNumberOptionsQuery['getCommunicationSources'][number];
export type JourneyAgentOption = JourneyAgentOptionsQuery['findAllAgents']['items'][number];
export type JourneyCancellationReasonOption =
  JourneyCancellationReasonOptionsQuery['cancellationReasons'][number];

/** findAllAgents' largest page (spec 001 §9): a brand with more agents is offered the first by name. */
export const JOURNEY_AGENT_PAGE_SIZE = 1000;

export async function fetchJourneyQueueOptions(signal?: AbortSignal): Promise<JourneyQueueOption[]> {
  const data = await graphqlRequest(JourneyQueueOptionsDocument, {}, { signal, skipDefault: true });
  return data.queues;
}

/** spec 001 §7 getCommunicationSources: the brand's numbers that call (voice) or text (sms). */
export async function fetchJourneyNumberOptions(
  channel: CommunicationChannel,
  signal?: AbortSignal,
): Promise<JourneyNumberOption[]> {
  const data = await graphqlRequest(JourneyNumberOptionsDocument, { channel }, { signal, skipDefault: true });
  return data.getCommunicationSources;
}

export async function fetchJourneyAgentOptions(signal?: AbortSignal): Promise<JourneyAgentOption[]> {
  const data = await graphqlRequest(
    JourneyAgentOptionsDocument,
    { queryParams: { page: 0, size: JOURNEY_AGENT_PAGE_SIZE, order: { field: 'name', direction: 'asc' } } },
    { signal, skipDefault: true },
  );
  return data.findAllAgents.items;
}

export async function fetchJourneyCancellationReasonOptions(
  signal?: AbortSignal,
): Promise<JourneyCancellationReasonOption[]> {
  const data = await graphqlRequest(
    JourneyCancellationReasonOptionsDocument,
    {},
    { signal, skipDefault: true },
  );
  return data.cancellationReasons;
}
