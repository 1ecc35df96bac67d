import { isPrivileged } from '@parley/core/auth/roles';
import { DISABLED_ACTION_HINTS } from '@parley/core/common/error-catalogue';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import type { TaskRouting } from '../conversations/task-routing.ts';

// Who may read and write a task's email (docs/email.md "REST"): the agent holding the task writes
// (accepted, or wrapping it up); they read it from the offer on; admins and supervisors read any.

/** Only the agent holding the task (accepted, or wrapping it up) writes its email. */
export async function requireHeldTask(
  tx: DbExecutor,
  routing: TaskRouting,
  session: RequestSession,
  taskSid: string,
): Promise<void> {
  const holder = await routing.findTaskHolder(tx, { brandId: session.brandId, taskSid });
  if (!holder) throw new AppError('not_found', 'Task not found', { field: 'taskSid' });
  const reservation = holder.reservation;
  const holds =
    reservation?.userId === session.userId &&
    (reservation.status === 'accepted' || reservation.status === 'wrapping');
  if (!holds) throw new AppError('conflict', DISABLED_ACTION_HINTS.acceptToMessage, { field: 'taskSid' });
}

/** The task's holder (offered, accepted or wrapping) or staff reads its thread; anyone else gets a 404. */
export async function requireTaskReader(
  tx: DbExecutor,
  routing: TaskRouting,
  session: RequestSession,
  taskSid: string,
): Promise<void> {
  if (isPrivileged(session.roles)) return;
  const holder = await routing.findTaskHolder(tx, { brandId: session.brandId, taskSid });
  if (holder?.reservation?.userId !== session.userId) throw new AppError('not_found', 'Task not found');
}
