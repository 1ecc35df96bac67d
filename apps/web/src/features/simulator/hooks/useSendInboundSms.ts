import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InboundSmsBody, sendSimulatedInboundSms } from '../api/simulator-api.ts';
import { simulatorMessagesKey } from './useSimulatorMessages.ts';

export function useSendInboundSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InboundSmsBody) => sendSimulatedInboundSms(body),
    onSuccess: (_result, body) =>
      queryClient.invalidateQueries({ queryKey: simulatorMessagesKey(body.from) }),
  });
}
