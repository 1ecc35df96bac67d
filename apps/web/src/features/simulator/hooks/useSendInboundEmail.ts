import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InboundEmailBody, sendSimulatedInboundEmail } from '../api/simulator-api.ts';
import { simulatorEmailsKey } from './useSimulatorEmails.ts';

/** The contact mails the brand; its inbox is read again at once (an autoresponse may be waiting). */
export function useSendInboundEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InboundEmailBody) => sendSimulatedInboundEmail(body),
    onSuccess: (_result, body) =>
      queryClient.invalidateQueries({ queryKey: simulatorEmailsKey(body.from.toLowerCase()) }),
  });
}
