import { useMutation } from '@tanstack/react-query';
import { leaveSimulatedVoicemail, type VoicemailBody } from '../api/simulator-api.ts';

export function useLeaveVoicemail() {
  return useMutation({ mutationFn: (body: VoicemailBody) => leaveSimulatedVoicemail(body) });
}
