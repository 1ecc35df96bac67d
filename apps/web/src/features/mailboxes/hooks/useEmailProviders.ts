import { useQuery } from '@tanstack/react-query';
import { fetchEmailProviders } from '../api/mailboxes-api.ts';

export const emailProvidersKey = ['email', 'providers'] as const;

/** Whether this server offers Gmail and Outlook (their OAuth clients are configured). */
export function useEmailProviders() {
  return useQuery({
    queryKey: emailProvidersKey,
    queryFn: ({ signal }) => fetchEmailProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
