// The brand's queues, numbers, agents and cancellation reasons for the side panel's pickers (issue 13),
// asked once a picker shows and kept a minute: they change in settings, not while a journey is drawn.
import type { CommunicationChannel } from '@parley/core/phone-numbers/brand-phone-numbers';
import { useQuery } from '@tanstack/react-query';
import {
  fetchJourneyAgentOptions,
  fetchJourneyCancellationReasonOptions,
  fetchJourneyNumberOptions,
  fetchJourneyQueueOptions,
} from '../api/journey-pickers-api.ts';

const PICKER_STALE_MS = 60_000;

export const journeyPickerKeys = {
  queues: () => ['journeys', 'pickers', 'queues'] as const,
  numbers: (channel: CommunicationChannel) => ['journeys', 'pickers', 'numbers', channel] as const,
  agents: () => ['journeys', 'pickers', 'agents'] as const,
  cancellationReasons: () => ['journeys', 'pickers', 'cancellation-reasons'] as const,
};

export function useJourneyQueueOptions() {
  return useQuery({
    queryKey: journeyPickerKeys.queues(),
    queryFn: ({ signal }) => fetchJourneyQueueOptions(signal),
    staleTime: PICKER_STALE_MS,
  });
}

export function useJourneyNumberOptions(channel: CommunicationChannel) {
  return useQuery({
    queryKey: journeyPickerKeys.numbers(channel),
    queryFn: ({ signal }) => fetchJourneyNumberOptions(channel, signal),
    staleTime: PICKER_STALE_MS,
  });
}

export function useJourneyAgentOptions() {
  return useQuery({
    queryKey: journeyPickerKeys.agents(),
    queryFn: ({ signal }) => fetchJourneyAgentOptions(signal),
    staleTime: PICKER_STALE_MS,
  });
}

export function useJourneyCancellationReasonOptions() {
  return useQuery({
    queryKey: journeyPickerKeys.cancellationReasons(),
    queryFn: ({ signal }) => fetchJourneyCancellationReasonOptions(signal),
    staleTime: PICKER_STALE_MS,
  });
}
