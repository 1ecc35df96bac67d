import { useQuery } from '@tanstack/react-query';
import { customerKeys, fetchDeskCustomer } from '../api/customer-api.ts';

/** The active task's contact (issue 17 item 1). */
export function useDeskCustomer(profileId: string) {
  return useQuery({
    queryKey: customerKeys.profile(profileId),
    queryFn: ({ signal }) => fetchDeskCustomer(profileId, signal),
  });
}
