import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { conferenceParticipants, conferences } from './voice.tables.ts';
import { participantsConference } from './voice-store.ts';

/**
 * The agent's latest participation in a conference, present or gone (a recording's upload follows the
 * hang-up), with the task it belongs to: the leg's own task, else the conference's. Null when the
 * agent never took part.
 */
export async function findAgentParticipation(
  db: DbExecutor,
  options: { brandId: string; conferenceSid: string; userId: string },
): Promise<{ taskSid: string | null } | null> {
  const [participation] = await db
    .select({ taskSid: conferenceParticipants.taskSid, conferenceTaskSid: conferences.taskSid })
    .from(conferenceParticipants)
    .innerJoin(conferences, participantsConference)
    .where(
      and(
        eq(conferenceParticipants.brandId, options.brandId),
        eq(conferenceParticipants.conferenceSid, options.conferenceSid),
        eq(conferenceParticipants.kind, 'agent'),
        eq(conferenceParticipants.userId, options.userId),
      ),
    )
    .orderBy(desc(conferenceParticipants.joinedAt))
    .limit(1);
  if (!participation) return null;
  return { taskSid: participation.taskSid ?? participation.conferenceTaskSid };
}
