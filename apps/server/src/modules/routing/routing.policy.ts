import { isPrivileged } from '@parley/core/auth/roles';
import { AppError } from '../../platform/http/app-error.ts';
import { requireRole } from '../../platform/http/guards.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import type { ReservationRow, TaskRow } from './tasks/task-transitions.ts';

// Who may do what with routing (CONVENTIONS.md §7: explicit, failing closed). The brand always comes
// from the session; these checks are about the person within it.

/** Someone acting through the API; internal callers (conversations, simulator, timers) pass none. */
export type RoutingActor = { userId: string; roles: readonly string[] };

export function actorOf(session: RequestSession): RoutingActor {
  return { userId: session.userId, roles: session.roles };
}

/** Queues and routing rules are configured by admins and supervisors. */
export function requireRoutingAdmin(session: RequestSession): RequestSession {
  return requireRole(session, ['admin', 'supervisor']);
}

/** The agent holding (or being offered) the task, or an admin or supervisor. */
export function authorizeTaskWork(
  actor: RoutingActor | undefined,
  task: TaskRow,
  live: ReservationRow | null,
): void {
  if (!actor || isPrivileged(actor.roles)) return;
  if (task.assignedUserId === actor.userId || live?.userId === actor.userId) return;
  throw new AppError('forbidden', 'This task is held by another agent', { field: 'taskSid' });
}

/** An agent reads their own reservations; admins and supervisors read anyone's. */
export function authorizeWorkerRead(session: RequestSession, workerUserId: string | null): void {
  if (isPrivileged(session.roles) || workerUserId === session.userId) return;
  throw new AppError('forbidden', "You may not read another agent's reservations", { field: 'workerSid' });
}
