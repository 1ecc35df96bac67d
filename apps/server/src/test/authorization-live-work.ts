import { collect } from '../platform/realtime/events-test-support.ts';
import { graphqlData, multipart, restOk, signedIn } from './authorization-fixtures.ts';
import type { TestApp, TestClient } from './test-app.ts';

// The live work of the authorization matrix's brand A: the agent holds an accepted SMS task, and
// another agent holds a call with the contact, which they recorded.

export type LiveWork = {
  sms: { taskSid: string; reservationSid: string; conversationSid: string };
  call: { taskSid: string; conferenceSid: string; contactParticipantSid: string; callSid: string };
  recordingId: string;
};

/** The offer of `taskSid` among a user's collected stream events (the matrix's fixtures wait for it). */
export async function waitForOffer(
  events: { name: string; data: unknown }[],
  taskSid: string,
): Promise<{ sid: string; taskSid: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const offer = events
      .filter((event) => event.name === 'reservation.created')
      // routing publishes its Reservation view under this name.
      .map((event) => event.data as { sid: string; taskSid: string })
      .find((data) => data.taskSid === taskSid);
    if (offer) return offer;
    if (Date.now() > deadline) throw new Error(`no offer of ${taskSid}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function startLiveWork(
  t: TestApp,
  options: {
    brandId: string;
    /** Plays the contact on the Contact Simulator. */
    admin: TestClient;
    agent: { client: TestClient; userId: string };
    callAgent: { id: string; email: string };
    contactPhone: string;
    message: string;
  },
): Promise<LiveWork> {
  const { brandId, admin } = options;
  const setStatus = (client: TestClient, status: string) =>
    graphqlData(client, 'mutation ($s: UpdateUserDataInput!) { updateAgent(updateUserData: $s) { id } }', {
      s: { status },
    });
  const agentEvents = collect(t.bus, { brandId, userId: options.agent.userId });
  await setStatus(options.agent.client, 'Available');
  const inbound = restOk<{ conversationSid: string; taskSid: string }>(
    await admin.request({
      method: 'POST',
      url: '/api/simulator/inbound-sms',
      payload: { from: options.contactPhone, body: options.message },
    }),
    'inbound sms',
  );
  const smsOffer = await waitForOffer(agentEvents.events, inbound.taskSid);
  restOk(
    await options.agent.client.request({
      method: 'POST',
      url: '/conv/tasks/accept',
      payload: { taskSid: smsOffer.taskSid, reservationSid: smsOffer.sid },
    }),
    'accept sms',
  );
  await setStatus(options.agent.client, 'Unavailable');
  agentEvents.stop();

  const callAgent = await signedIn(t, options.callAgent.email);
  const callEvents = collect(t.bus, { brandId, userId: options.callAgent.id });
  await setStatus(callAgent, 'Available');
  const called = restOk<{ callSid: string; taskSid: string }>(
    await admin.request({
      method: 'POST',
      url: '/api/simulator/inbound-call',
      payload: { from: options.contactPhone },
    }),
    'inbound call',
  );
  const callOffer = await waitForOffer(callEvents.events, called.taskSid);
  callEvents.stop();
  restOk(
    await callAgent.request({
      method: 'POST',
      url: '/conv/tasks/accept',
      payload: { taskSid: callOffer.taskSid, reservationSid: callOffer.sid },
    }),
    'accept call',
  );
  const joined = restOk<{ conferenceSid: string; participants: { kind: string; participantSid: string }[] }>(
    await callAgent.request({
      method: 'POST',
      url: '/conv/conferences/join-call',
      payload: { taskSid: called.taskSid },
    }),
    'join call',
  );
  const contactLeg = joined.participants.find((p) => p.kind !== 'agent');
  if (!contactLeg) throw new Error('fixture call: no contact participant');
  const recording = restOk<{ id: string }>(
    await callAgent.request(
      multipart('/conv/call-recordings', {
        fields: {
          conferenceSid: joined.conferenceSid,
          startedAt: new Date().toISOString(),
          durationSeconds: '3',
        },
        file: { name: 'call.webm', type: 'audio/webm', content: Buffer.alloc(2000, 0x1a) },
      }),
    ),
    'call recording',
  );
  // Nobody of brand A takes offers from now on: no offer times out in the middle of a later case.
  await setStatus(callAgent, 'Unavailable');
  return {
    sms: { taskSid: inbound.taskSid, reservationSid: smsOffer.sid, conversationSid: inbound.conversationSid },
    call: {
      taskSid: called.taskSid,
      conferenceSid: joined.conferenceSid,
      contactParticipantSid: contactLeg.participantSid,
      callSid: called.callSid,
    },
    recordingId: recording.id,
  };
}
