import { VOICE_TEXTS } from '@parley/core/voice/voice-texts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { calls, conferenceParticipants, conferences } from './voice.tables.ts';

/** Joins a participant row to its conference (`.innerJoin(conferences, participantsConference)`). */
export const participantsConference = and(
  eq(conferences.brandId, conferenceParticipants.brandId),
  eq(conferences.sid, conferenceParticipants.conferenceSid),
);

// Reading and locking the voice rows. Every change to a conference locks, in this order, the
// contact's call, then the conference, then (through routing) the tasks: one order everywhere, so
// two voice commands never deadlock, and routing's own commands lock only tasks and below.

export type CallRow = typeof calls.$inferSelect;
export type ConferenceRow = typeof conferences.$inferSelect;
export type ParticipantRow = typeof conferenceParticipants.$inferSelect;

/** 404 'Call not found': the call or conference is gone (docs/voice-contract.md). */
export function callNotFound(field?: string): AppError {
  return new AppError('not_found', VOICE_TEXTS.callNotFound, field ? { field } : {});
}

export async function findCall(db: DbExecutor, brandId: string, callSid: string): Promise<CallRow | null> {
  const [call] = await db
    .select()
    .from(calls)
    .where(and(eq(calls.brandId, brandId), eq(calls.sid, callSid)));
  return call ?? null;
}

export async function lockCall(tx: DbExecutor, brandId: string, callSid: string): Promise<CallRow | null> {
  const [call] = await tx
    .select()
    .from(calls)
    .where(and(eq(calls.brandId, brandId), eq(calls.sid, callSid)))
    .for('update');
  return call ?? null;
}

export async function findConference(
  db: DbExecutor,
  brandId: string,
  conferenceSid: string,
): Promise<ConferenceRow | null> {
  const [conference] = await db
    .select()
    .from(conferences)
    .where(and(eq(conferences.brandId, brandId), eq(conferences.sid, conferenceSid)));
  return conference ?? null;
}

/**
 * Locks a live conference for a change: its contact call first, then the conference (re-read under
 * the lock). 404 'Call not found' when it is gone or has ended.
 */
export async function lockLiveConference(
  tx: DbExecutor,
  brandId: string,
  conferenceSid: string,
): Promise<{ call: CallRow; conference: ConferenceRow }> {
  const seen = await findConference(tx, brandId, conferenceSid);
  if (!seen || seen.endedAt) throw callNotFound('conferenceSid');
  const call = await lockCall(tx, brandId, seen.callSid);
  const [conference] = await tx
    .select()
    .from(conferences)
    .where(and(eq(conferences.brandId, brandId), eq(conferences.sid, conferenceSid)))
    .for('update');
  if (!call || !conference || conference.endedAt) throw callNotFound('conferenceSid');
  return { call, conference };
}

export async function lockConferenceOfCall(tx: DbExecutor, call: CallRow): Promise<ConferenceRow | null> {
  if (!call.conferenceSid) return null;
  const [conference] = await tx
    .select()
    .from(conferences)
    .where(and(eq(conferences.brandId, call.brandId), eq(conferences.sid, call.conferenceSid)))
    .for('update');
  return conference ?? null;
}

/** The participants present now, in the order they joined. */
export async function presentParticipants(
  db: DbExecutor,
  brandId: string,
  conferenceSid: string,
): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(conferenceParticipants)
    .where(
      and(
        eq(conferenceParticipants.brandId, brandId),
        eq(conferenceParticipants.conferenceSid, conferenceSid),
        isNull(conferenceParticipants.leftAt),
      ),
    )
    .orderBy(asc(conferenceParticipants.joinedAt), asc(conferenceParticipants.sid));
}

export async function findParticipant(
  db: DbExecutor,
  brandId: string,
  participantSid: string,
): Promise<ParticipantRow | null> {
  const [participant] = await db
    .select()
    .from(conferenceParticipants)
    .where(and(eq(conferenceParticipants.brandId, brandId), eq(conferenceParticipants.sid, participantSid)));
  return participant ?? null;
}

/** The user's present participations in live conferences (an agent has at most one call at a time). */
export async function presentParticipationsOf(
  db: DbExecutor,
  brandId: string,
  userId: string,
): Promise<ParticipantRow[]> {
  return db
    .select({ participant: conferenceParticipants })
    .from(conferenceParticipants)
    .innerJoin(conferences, participantsConference)
    .where(
      and(
        eq(conferenceParticipants.brandId, brandId),
        eq(conferenceParticipants.userId, userId),
        isNull(conferenceParticipants.leftAt),
        isNull(conferences.endedAt),
      ),
    )
    .then((rows) => rows.map((row) => row.participant));
}

export async function setCall(
  tx: DbExecutor,
  call: CallRow,
  changes: Partial<Omit<CallRow, 'brandId' | 'sid'>> & { updatedAt: Date },
): Promise<CallRow> {
  const [updated] = await tx
    .update(calls)
    .set(changes)
    .where(and(eq(calls.brandId, call.brandId), eq(calls.sid, call.sid)))
    .returning();
  if (!updated) throw new Error('locked call vanished');
  return updated;
}

export async function setParticipant(
  tx: DbExecutor,
  participant: ParticipantRow,
  changes: Partial<Omit<ParticipantRow, 'brandId' | 'sid' | 'conferenceSid'>>,
): Promise<ParticipantRow> {
  const [updated] = await tx
    .update(conferenceParticipants)
    .set(changes)
    .where(
      and(
        eq(conferenceParticipants.brandId, participant.brandId),
        eq(conferenceParticipants.sid, participant.sid),
      ),
    )
    .returning();
  if (!updated) throw new Error('participant vanished');
  return updated;
}

/** Any change to a conference bumps its version (browsers ignore older snapshots, spec 000 §4). */
export async function bumpConference(
  tx: DbExecutor,
  conference: ConferenceRow,
  changes: Partial<Omit<ConferenceRow, 'brandId' | 'sid' | 'version'>> & { updatedAt: Date },
): Promise<ConferenceRow> {
  const [updated] = await tx
    .update(conferences)
    .set({ ...changes, version: sql`${conferences.version} + 1` })
    .where(and(eq(conferences.brandId, conference.brandId), eq(conferences.sid, conference.sid)))
    .returning();
  if (!updated) throw new Error('locked conference vanished');
  return updated;
}
