import { useQuery } from '@tanstack/react-query';
import { fetchSimulatorEmails } from '../api/simulator-api.ts';

/** How often the inbox is read again while the page is visible (the admin's stream carries no mail). */
export const SIMULATOR_EMAILS_POLL_MS = 3_000;

export function simulatorEmailsKey(address: string | null) {
  return ['simulator', 'emails', address] as const;
}

/** What the brand sent to `address` (lower-cased), polled while the tab is visible; idle without one. */
export function useSimulatorEmails(address: string | null) {
  return useQuery({
    queryKey: simulatorEmailsKey(address),
    queryFn: ({ signal }) => fetchSimulatorEmails(address ?? '', signal),
    enabled: address !== null,
    refetchInterval: SIMULATOR_EMAILS_POLL_MS,
    // A hidden tab stops polling (TanStack's default, said here because the brief of the page relies on it).
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
