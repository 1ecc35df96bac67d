import { describe, expect, it } from 'vitest';
import { createSimulatorCarrier } from '../../platform/carrier/simulator-carrier.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { testEngine } from '../../platform/db/test-database.ts';
import { waitFor } from '../../platform/realtime/events-test-support.ts';
import { createTestBrand } from '../../test/factories.ts';
import {
  type RestartableServer,
  startServerOn,
  useRestartableDatabase,
} from '../../test/restartable-server.ts';
import { acceptReservation } from '../routing/reservations/accept-reservation.ts';
import { createAgent, taskRow, waitForOffer } from '../routing/routing-test-kit.ts';
import { createManualOutboundTask } from '../routing/tasks/create-manual-outbound-task.ts';
import { getVoicemailDropAudio } from '../voicemail-drops/get-voicemail-drop-audio.ts';
import { uploadVoicemailDrop } from '../voicemail-drops/upload-voicemail-drop.ts';
import { wavFile } from '../voicemail-drops/voicemail-drops-test-kit.ts';
import { createCall } from './create-call.ts';
import { dropVoicemail } from './drop-voicemail.ts';
import { sweepCallTimers } from './sweep-call-timers.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { findCall } from './voice-store.ts';

// Restart in the middle of ringing (issue 5): the ring timers are columns of the calls, so a server
// that stops while calls ring loses none; the next one settles what fell due while it was down.

type Server = RestartableServer & { deps: VoiceDeps };

const location = useRestartableDatabase('voice_restart');

async function startServer(): Promise<Server> {
  const server = await startServerOn(location());
  return { ...server, deps: { db: server.database.db, bus: server.bus, carrier: createSimulatorCarrier() } };
}

/** An agent's accepted outbound call task to `phone`, and the call placed. */
async function placeCall(server: Server, brandId: string, phone: string) {
  const agent = await createAgent(server.database.db, { brandId, status: 'Available' });
  const { taskSid } = await createManualOutboundTask(server.database.db, server.bus, {
    brandId,
    userId: agent.id,
    input: { contactPhone: phone, parleyVoicePhone: '+18005550100' },
  });
  const offer = await waitForOffer(server.database.db, brandId, taskSid);
  await acceptReservation(server.database.db, server.bus, {
    brandId,
    userId: agent.id,
    taskSid,
    reservationSid: offer.sid,
  });
  const placed = await createCall(server.deps, { brandId, userId: agent.id, taskSid });
  if (!placed.success) throw new Error('refused');
  return { taskSid, callSid: placed.callSid, agentId: agent.id };
}

describe(`calls across a restart on ${testEngine()}`, () => {
  it('keeps ring timers through a restart: what fell due meanwhile is settled, the rest still rings', async () => {
    let server = await startServer();
    const brand = await createTestBrand(server.database.db);
    const ringing = await placeCall(server, brand.id, '+14155550190');
    const busy = await placeCall(server, brand.id, '+14155550005');
    // Closed before the busy number's 1 s ran out: the first server settled nothing.
    await server.close();
    const check = await openDatabase({ ...location(), poolSize: 1 });
    expect(await findCall(check.db, brand.id, busy.callSid)).toMatchObject({
      status: 'ringing',
      timeoutStatus: 'busy',
    });
    await check.close();

    // Down longer than the busy number's 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    server = await startServer();
    const { db } = server.database;
    // The new server's start-up sweep settles the busy call without anyone asking.
    let busyCall = await findCall(db, brand.id, busy.callSid);
    await waitFor(
      () => busyCall?.status === 'busy',
      3_000,
      'the busy call',
      async () => {
        busyCall = await findCall(db, brand.id, busy.callSid);
      },
    );
    expect(busyCall).toMatchObject({ status: 'busy', timeoutAt: null });
    expect((await taskRow(db, brand.id, busy.taskSid)).status).toBe('canceled');

    // The other call still rings, its 30 s timer intact; at its deadline it ends no-answer.
    const stillRinging = await findCall(db, brand.id, ringing.callSid);
    expect(stillRinging).toMatchObject({ status: 'ringing', timeoutStatus: 'no-answer' });
    const due = new Date((stillRinging?.timeoutAt?.getTime() ?? 0) + 1);
    expect((await sweepCallTimers(server.deps, { now: due })).settled).toBe(1);
    expect(await findCall(db, brand.id, ringing.callSid)).toMatchObject({ status: 'no-answer' });
    expect((await taskRow(db, brand.id, ringing.taskSid)).status).toBe('canceled');
    // Nothing is settled twice.
    expect((await sweepCallTimers(server.deps, { now: due })).settled).toBe(0);
    await server.close();
  });

  it('keeps voicemail drops and a drop that is playing through a restart', async () => {
    let server = await startServer();
    const brand = await createTestBrand(server.database.db);
    // A silent contact (…0007) answers at once; the agent drops a 1 s greeting and leaves.
    const call = await placeCall(server, brand.id, '+14155550007');
    const audio = wavFile(1);
    const drop = await uploadVoicemailDrop(server.database.db, {
      brandId: brand.id,
      userId: call.agentId,
      name: 'Greeting',
      contentType: 'audio/wav',
      content: audio,
    });
    const dropped = await dropVoicemail(server.deps, {
      brandId: brand.id,
      actor: { userId: call.agentId, roles: ['agent'] },
      customerCallSid: call.callSid,
      recordingId: drop.id,
    });
    expect(dropped.durationSeconds).toBe(1);
    await server.close();

    // Down longer than the drop: the next server completes the call on its first sweep.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    server = await startServer();
    const { db } = server.database;
    let ended = await findCall(db, brand.id, call.callSid);
    await waitFor(
      () => ended?.status === 'completed',
      3_000,
      'the dropped call',
      async () => {
        ended = await findCall(db, brand.id, call.callSid);
      },
    );
    expect((await taskRow(db, brand.id, call.taskSid)).status).toBe('wrapping');
    // The recording itself is still there, byte for byte.
    const kept = await getVoicemailDropAudio(db, { brandId: brand.id, id: drop.id });
    expect(kept.mimeType).toBe('audio/wav');
    expect(kept.audio.equals(audio)).toBe(true);
    await server.close();
  });
});
