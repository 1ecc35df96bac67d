import type { DbExecutor } from '../../platform/db/database.ts';
import type { WorkerSummary } from '../routing/workers/worker-directory.ts';
import { conferenceParticipants } from './voice.tables.ts';
import { newCallSid, newParticipantSid } from './voice-ids.ts';
import type { CallRow, ConferenceRow, ParticipantRow } from './voice-store.ts';

// New participants (docs/voice-contract.md "Participant"): people are `client:{workerSid}` with a
// leg sid of their own; phone legs are their number and the call's sid.

export async function insertPersonParticipant(
  tx: DbExecutor,
  conference: ConferenceRow,
  person: {
    kind: 'agent' | 'supervisor';
    worker: WorkerSummary;
    taskSid?: string | null;
    managerAction?: 'listen' | 'whisper' | 'barge' | null;
    now: Date;
  },
): Promise<ParticipantRow> {
  const [row] = await tx
    .insert(conferenceParticipants)
    .values({
      brandId: conference.brandId,
      sid: newParticipantSid(),
      conferenceSid: conference.sid,
      kind: person.kind,
      callerUri: `client:${person.worker.workerSid}`,
      callSid: newCallSid(),
      name: person.worker.name,
      userId: person.worker.userId,
      mediaUserId: person.worker.userId,
      workerSid: person.worker.workerSid,
      taskSid: person.taskSid ?? null,
      managerAction: person.managerAction ?? null,
      joinedAt: person.now,
    })
    .returning();
  if (!row) throw new Error('the participant was not stored');
  return row;
}

/** The phone side of a call joins: the contact's leg, or an outside number's. */
export async function insertPhoneParticipant(
  tx: DbExecutor,
  conference: ConferenceRow,
  call: CallRow,
  now: Date,
): Promise<ParticipantRow> {
  const phone = call.direction === 'inbound' ? call.fromNumber : call.toNumber;
  const [row] = await tx
    .insert(conferenceParticipants)
    .values({
      brandId: conference.brandId,
      sid: newParticipantSid(),
      conferenceSid: conference.sid,
      kind: call.leg === 'external' ? 'external' : 'contact',
      callerUri: phone,
      callSid: call.sid,
      name: call.contactName ?? phone,
      mediaUserId: call.mediaUserId,
      joinedAt: now,
    })
    .returning();
  if (!row) throw new Error('the participant was not stored');
  return row;
}
