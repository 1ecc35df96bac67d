import { addParticipantInput } from '@parley/core/voice/external-phonebook';
import {
  conferenceSidInput,
  holdInput,
  notifyMuteInput,
  participantInput,
  recordingInput,
  taskSidInput,
  voiceSignalInput,
} from '@parley/core/voice/voice-inputs';
import { voicemailDropInput } from '@parley/core/voice/voicemail-drops';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../../platform/http/guards.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { addParticipant } from './add-participant.ts';
import {
  controlRecording,
  dropParticipant,
  hangUpCall,
  holdParticipant,
  notifyMute,
} from './call-controls.ts';
import { createCall } from './create-call.ts';
import { dropVoicemail } from './drop-voicemail.ts';
import { getActiveConference, getConference } from './get-active-conference.ts';
import { joinCall } from './join-call.ts';
import { relaySignal } from './relay-signal.ts';
import type { VoiceActor } from './voice.policy.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { CONFERENCE_ACTIVE, isConferenceActive } from './voice-errors.ts';

const conferenceParams = z.object({ conferenceSid: z.string().trim().min(1).max(64) });

export function actorOf(session: RequestSession): VoiceActor {
  return { userId: session.userId, roles: session.roles };
}

/** The contract's 409 body for a second call: `{ code: 'ConferenceActive', message }`. */
export async function orConferenceActive<T>(
  reply: FastifyReply,
  action: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await action();
  } catch (error) {
    if (!isConferenceActive(error) || !(error instanceof Error)) throw error;
    return reply.status(409).send({ code: CONFERENCE_ACTIVE, message: error.message });
  }
}

/**
 * The agent side of calls under /conv (docs/voice-contract.md "REST"): conferences, call controls
 * and the signalling relay. Thin: parse, session, one use-case. CSRF and the session come from hooks.
 */
export function registerVoiceRoutes(app: FastifyInstance, deps: VoiceDeps): void {
  const { db } = deps;

  app.post('/conv/conferences/join-call', async (request, reply) => {
    const session = requireSession(request);
    const { taskSid } = taskSidInput.parse(request.body ?? {});
    return orConferenceActive(reply, () =>
      joinCall(deps, { brandId: session.brandId, userId: session.userId, taskSid }),
    );
  });

  app.post('/conv/conferences/create-call', async (request, reply) => {
    const session = requireSession(request);
    const { taskSid } = taskSidInput.parse(request.body ?? {});
    return orConferenceActive(reply, () =>
      createCall(deps, { brandId: session.brandId, userId: session.userId, taskSid }),
    );
  });

  app.post('/conv/conferences/add-participant', async (request) => {
    const session = requireSession(request);
    const body = addParticipantInput.parse(request.body ?? {});
    return addParticipant(deps, { ...body, brandId: session.brandId, actor: actorOf(session) });
  });

  app.get('/conv/conferences/active', async (request) => {
    const session = requireSession(request);
    return getActiveConference(db, { brandId: session.brandId, userId: session.userId });
  });

  app.get('/conv/conferences/:conferenceSid', async (request) => {
    const session = requireSession(request);
    const { conferenceSid } = conferenceParams.parse(request.params);
    return getConference(db, { brandId: session.brandId, actor: actorOf(session), conferenceSid });
  });

  app.post('/conv/call-controls/drop-participant', async (request) => {
    const session = requireSession(request);
    const body = participantInput.parse(request.body ?? {});
    return dropParticipant(deps, { ...body, brandId: session.brandId, actor: actorOf(session) });
  });

  app.post('/conv/call-controls/hangup', async (request) => {
    const session = requireSession(request);
    const body = conferenceSidInput.parse(request.body ?? {});
    return hangUpCall(deps, { ...body, brandId: session.brandId, actor: actorOf(session) });
  });

  app.post('/conv/call-controls/hold', async (request) => {
    const session = requireSession(request);
    const body = holdInput.parse(request.body ?? {});
    return holdParticipant(deps, { ...body, brandId: session.brandId, actor: actorOf(session) });
  });

  app.post('/conv/call-controls/notify-mute', async (request) => {
    const session = requireSession(request);
    const body = notifyMuteInput.parse(request.body ?? {});
    return notifyMute(deps, { ...body, brandId: session.brandId, actor: actorOf(session) });
  });

  app.post('/conv/call-controls/recordings', async (request) => {
    const session = requireSession(request);
    const body = recordingInput.parse(request.body ?? {});
    return controlRecording(deps, { ...body, brandId: session.brandId, actor: actorOf(session) });
  });

  app.post('/conv/call-controls/voicemail-drop', async (request) => {
    const session = requireSession(request);
    const body = voicemailDropInput.parse(request.body ?? {});
    return dropVoicemail(deps, { ...body, brandId: session.brandId, actor: actorOf(session) });
  });

  app.post('/conv/voice/signal', async (request, reply) => {
    const session = requireSession(request);
    const body = voiceSignalInput.parse(request.body ?? {});
    await relaySignal(deps, { ...body, brandId: session.brandId, userId: session.userId });
    return reply.status(204).send();
  });
}
