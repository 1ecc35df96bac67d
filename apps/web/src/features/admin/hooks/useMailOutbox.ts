import { useQuery } from '@tanstack/react-query';
import { fetchMailOutbox } from '../api/mail-outbox.ts';

export const MAIL_OUTBOX_QUERY_KEY = ['admin', 'mail-outbox'] as const;

export function useMailOutbox() {
  return useQuery({
    queryKey: MAIL_OUTBOX_QUERY_KEY,
    queryFn: ({ signal }) => fetchMailOutbox(signal),
  });
}
