import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSimulatorContacts } from '../api/simulator-api.ts';

export function useSimulatorContacts(query: string) {
  return useQuery({
    queryKey: ['simulator', 'contacts', query],
    queryFn: ({ signal }) => fetchSimulatorContacts(query, signal),
    placeholderData: keepPreviousData,
  });
}
