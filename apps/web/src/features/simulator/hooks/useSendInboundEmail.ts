import { useMutation } from '@tanstack/react-query';
import { type InboundEmailBody, sendSimulatedInboundEmail } from '../api/simulator-api.ts';

export function useSendInboundEmail() {
  return useMutation({ mutationFn: (body: InboundEmailBody) => sendSimulatedInboundEmail(body) });
}
