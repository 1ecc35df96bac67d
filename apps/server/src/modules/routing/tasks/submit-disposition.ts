import {
  type DispositionSubmission,
  dispositionSkipReason,
  dispositionSubmissionInput,
} from '@parley/core/routing/tasks';
import type { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { EventBus, PublishInput } from '../../../platform/realtime/event-bus.ts';
import { requestDispatch } from '../dispatch/dispatch-signal.ts';
import { authorizeTaskWork, type RoutingActor } from '../routing.policy.ts';
import { publishAll } from '../routing-events.ts';
import { finishTask, lifecycleEvents, lockReservation, lockTask, setTask } from './task-transitions.ts';

export type SubmittedDisposition = { success: true; skipped?: 'no_contact' };

function dispositionFields(submission: DispositionSubmission, now: Date) {
  return {
    disposition: submission.disposition ?? null,
    outcomeId:
      submission.outcomeId === null || submission.outcomeId === undefined
        ? null
        : String(submission.outcomeId),
    notes: submission.notes ?? null,
    objections: submission.objections ?? [],
    dispositionedBy: submission.dispositionedBy ?? submission.agentEmail ?? null,
    dispositionedAt: now,
  };
}

/**
 * POST /conv/tasks/summarize-task (spec 000 §7): stores the disposition, notes, objections and
 * outcome on the task and completes it. spec 001 §5: a submission with neither phone nor email is
 * skipped — nothing is stored — but the task still completes, so wrap-up always ends. Submitting again
 * to a finished task replaces the stored disposition (the desktop retries once).
 */
export async function submitDisposition(
  db: DbExecutor,
  bus: EventBus,
  options: {
    brandId: string;
    submission: z.input<typeof dispositionSubmissionInput>;
    actor?: RoutingActor;
    now?: Date;
  },
): Promise<SubmittedDisposition> {
  const { brandId } = options;
  const submission = dispositionSubmissionInput.parse(options.submission);
  const now = options.now ?? new Date();
  const skipped = dispositionSkipReason(submission);
  const events: PublishInput[] = [];
  let freed = false;
  await db.transaction(async (tx) => {
    let task = await lockTask(tx, brandId, submission.sid);
    if (!task) throw new AppError('not_found', 'Task not found', { field: 'sid' });
    const live = task.liveReservationSid ? await lockReservation(tx, brandId, task.liveReservationSid) : null;
    authorizeTaskWork(options.actor, task, live);
    if (!skipped) {
      const attributes = {
        ...(task.attributes as Record<string, unknown>),
        ...(submission.disposition ? { disposition: submission.disposition } : {}),
      };
      task = await setTask(tx, task, { ...dispositionFields(submission, now), attributes, updatedAt: now });
    }
    if (task.status === 'completed' || task.status === 'canceled') {
      if (!skipped) events.push(...lifecycleEvents(task, null));
      return;
    }
    const finished = await finishTask(tx, task, 'completed', now);
    events.push(...finished.events);
    freed = true;
  });
  await publishAll(bus, events);
  if (freed) await requestDispatch(db, brandId);
  return skipped ? { success: true, skipped } : { success: true };
}
