import { type CallView, LIVE_CALL_STATUSES } from '@parley/core/voice/voice-contract';
import { and, desc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { toCallView } from './conference-snapshot.ts';
import { calls } from './voice.tables.ts';

/** How many ended calls the Contact Simulator lists. */
export const SIMULATOR_ENDED_CALLS = 50;
/** A bound on live calls listed (a brand's simulator never has this many ringing). */
const LIVE_LIMIT = 200;

/**
 * GET /api/simulator/calls: what the Contact Simulator page of `userId` shows — the calls its
 * browser carries, plus calls the brand placed that still ring unanswered (any page may answer
 * them) and ended ones nobody carried (busy, no-answer, refused, silent); live first, then the
 * latest ended, each newest first.
 */
export async function listSimulatorCalls(
  db: DbExecutor,
  options: { brandId: string; userId: string },
): Promise<CallView[]> {
  const mineOrNobodys = or(eq(calls.mediaUserId, options.userId), isNull(calls.mediaUserId));
  const live = await db
    .select()
    .from(calls)
    .where(
      and(eq(calls.brandId, options.brandId), inArray(calls.status, [...LIVE_CALL_STATUSES]), mineOrNobodys),
    )
    .orderBy(desc(calls.createdAt))
    .limit(LIVE_LIMIT);
  const ended = await db
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.brandId, options.brandId),
        notInArray(calls.status, [...LIVE_CALL_STATUSES]),
        mineOrNobodys,
      ),
    )
    .orderBy(desc(calls.createdAt))
    .limit(SIMULATOR_ENDED_CALLS);
  return [...live, ...ended].map(toCallView);
}
