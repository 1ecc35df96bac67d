import { hasAnyRole } from '@parley/core/auth/roles';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { findDeactivatedUserIds } from '../../users/find-deactivated-user-ids.ts';
import {
  LIVE_STATUSES,
  type ReservationView,
  selectReservationViews,
} from '../reservations/reservation-view.ts';
import { reservations, workers } from '../routing.tables.ts';

/** The Agent of spec 001 §3 as the routing module knows it (transfer list, agents page, spotlight). */
export type AgentView = {
  id: string;
  name: string;
  email: string;
  twilioSid: string;
  workerSid: string;
  twilioContactUri: string;
  isAvailable: boolean;
  status: string;
  conferenceStatus: 'available' | 'busy';
  /** spec 000 §3 Agent.onActiveCall: holds an accepted call task (the call is not wrapped up yet). */
  onActiveCall: boolean;
  isAiAgent: boolean;
  skills: { name: string }[];
  teams: { id: string; name: string }[];
  twilioStatusChangedAt: Date;
  userType: 'admin' | 'supervisor' | 'agent';
  channelCapacity: Record<string, number>;
  reservations: ReservationView[];
  /** The user's account is deactivated (the users module's flag; such a worker is never available). */
  deactivated: boolean;
};

type WorkerRow = typeof workers.$inferSelect;

function userType(roles: readonly string[]): AgentView['userType'] {
  if (hasAnyRole(roles, ['admin'])) return 'admin';
  if (hasAnyRole(roles, ['supervisor'])) return 'supervisor';
  return 'agent';
}

/** Maps worker rows, with their live reservations read in one query for the whole page. */
export async function toAgentViews(db: DbExecutor, brandId: string, rows: WorkerRow[]): Promise<AgentView[]> {
  const live =
    rows.length === 0
      ? []
      : await selectReservationViews(
          db,
          brandId,
          and(
            inArray(
              reservations.userId,
              rows.map((row) => row.userId),
            ),
            inArray(reservations.status, LIVE_STATUSES),
          ),
          5_000,
        );
  const deactivated = await findDeactivatedUserIds(db, { brandId, userIds: rows.map((row) => row.userId) });
  const byWorker = new Map<string, ReservationView[]>();
  for (const reservation of live) {
    const list = byWorker.get(reservation.workerSid) ?? [];
    list.push(reservation);
    byWorker.set(reservation.workerSid, list);
  }
  return rows.map((row) => {
    const held = byWorker.get(row.workerSid) ?? [];
    // On a call (an accepted or wrapping call task): not available for a transfer (spec 001 §4).
    const onCall = held.some((r) => r.channelType === 'call' && r.status !== 'pending');
    const onActiveCall = held.some((r) => r.channelType === 'call' && r.status === 'accepted');
    return {
      id: row.userId,
      name: row.name,
      email: row.email,
      twilioSid: row.workerSid,
      workerSid: row.workerSid,
      twilioContactUri: `client:${row.workerSid}`,
      isAvailable: row.available,
      status: row.status,
      conferenceStatus: onCall ? 'busy' : 'available',
      onActiveCall,
      isAiAgent: false,
      skills: row.skills.map((name) => ({ name })),
      // Written by syncWorker from the users module's Agent.teams.
      teams: row.teams as { id: string; name: string }[],
      twilioStatusChangedAt: row.statusChangedAt,
      userType: userType(row.roles),
      // Written by syncWorker from the users module's Agent.channelCapacity.
      channelCapacity: row.channelCapacity as Record<string, number>,
      reservations: held,
      deactivated: deactivated.has(row.userId),
    };
  });
}

export async function workerRowsOf(db: DbExecutor, brandId: string): Promise<WorkerRow[]> {
  return db.select().from(workers).where(eq(workers.brandId, brandId)).orderBy(workers.name);
}
