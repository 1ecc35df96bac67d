import { useMutation } from '@tanstack/react-query';
import { type OutboundEmailBody, startOutboundEmail } from '../api/contact-actions-api.ts';

export function useStartOutboundEmail() {
  return useMutation({ mutationFn: (body: OutboundEmailBody) => startOutboundEmail(body) });
}
