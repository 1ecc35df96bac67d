// The bodies of the voice REST calls (docs/voice-contract.md "REST"), checked by the server and
// usable by the web. A bad one is a 400 naming the field.
import { z } from 'zod';
import { MANAGER_ACTIONS } from './media-plan.ts';
import { RECORDING_ACTIONS, VOICE_SIGNAL_KINDS, VOICE_SIGNAL_SDP_MAX_LENGTH } from './voice-contract.ts';
import { VOICE_TEXTS } from './voice-texts.ts';

const sid = z.string({ message: 'is required' }).trim().min(1, 'is required').max(64);

export const taskSidInput = z.object({ taskSid: sid });

export const conferenceSidInput = z.object({ conferenceSid: sid });

// POST /conv/conferences/add-participant's body is `addParticipantInput` in external-phonebook.ts.

export const participantInput = z.object({ conferenceSid: sid, participantSid: sid });

export const holdInput = participantInput.extend({ hold: z.boolean({ message: 'must be true or false' }) });

export const notifyMuteInput = participantInput.extend({
  muted: z.boolean({ message: 'must be true or false' }),
});

export const recordingInput = z.object({
  conferenceSid: sid,
  action: z.enum(RECORDING_ACTIONS, { message: 'must be start, pause, resume or stop' }),
});

export const voiceSignalInput = z.object({
  conferenceSid: sid,
  fromParticipantSid: sid,
  toParticipantSid: sid,
  kind: z.enum(VOICE_SIGNAL_KINDS, { message: 'must be offer, answer or bye' }),
  sdp: z.string().max(VOICE_SIGNAL_SDP_MAX_LENGTH).default(''),
});

/** spec 001 §5: both transfer fields are required, 'The field is required'. */
const requiredField = z
  .string({ message: VOICE_TEXTS.fieldRequired })
  .trim()
  .min(1, VOICE_TEXTS.fieldRequired)
  .max(200);

export const agentTransferInput = z.object({
  taskSid: sid,
  targetWorkerUri: requiredField,
  internalAgentName: requiredField,
});

export const queueTransferInput = z.object({ taskSid: sid, queueSid: sid });

export const cancelTransferInput = z.object({ transferTaskSid: sid });

const optionalText = z.string().trim().max(200).nullish();

/** spec 001 §7 manager action start; missing uri or sid is the 400 'Failed to start {action} call'. */
export const managerActionInput = z.object({
  taskSid: sid,
  action: z.enum(MANAGER_ACTIONS, { message: 'must be barge, listen or whisper' }),
  managerContactUri: optionalText,
  twilioWorkerSid: optionalText,
  status: optionalText,
  callSid: optionalText,
});

export const simulatorInboundCallInput = z.object({
  from: z.string({ message: 'is required' }).trim().min(1, 'is required').max(64),
  to: z.string().trim().max(64).nullish(),
});
