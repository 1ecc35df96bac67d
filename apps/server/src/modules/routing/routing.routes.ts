import { TYPED_ERROR_TEXTS } from '@parley/core/common/error-catalogue';
import {
  dispositionSubmissionInput,
  type ManualOutboundTaskInput,
  manualOutboundTaskInput,
} from '@parley/core/routing/tasks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../platform/db/database.ts';
import { requireSession } from '../../platform/http/guards.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { acceptReservation, reservationActionInput } from './reservations/accept-reservation.ts';
import { rejectReservation } from './reservations/reject-reservation.ts';
import { actorOf } from './routing.policy.ts';
import { createAgentCustomTask } from './tasks/create-agent-custom-task.ts';
import { createManualOutboundTask } from './tasks/create-manual-outbound-task.ts';
import { submitDisposition } from './tasks/submit-disposition.ts';
import { isTaskNotAvailable } from './tasks/task-transitions.ts';
import { updateTask, updateTaskInput } from './tasks/update-task.ts';
import { wrapTask, wrapTaskInput } from './tasks/wrap-task.ts';

const taskSidParams = z.object({ taskSid: z.string().min(1).max(64) });

/** The contract's 404 body for an offer that is gone (docs/routing-contract.md "REST"). */
async function orTaskNotAvailable<T>(
  reply: FastifyReply,
  action: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await action();
  } catch (error) {
    if (!isTaskNotAvailable(error)) throw error;
    return reply.status(404).send({ code: 'TaskNotAvailable', message: TYPED_ERROR_TEXTS.TaskNotAvailable });
  }
}

/** REST /conv/tasks/* (thin: parse, session, one use-case). CSRF and the session come from hooks. */
/**
 * How a manual outbound task on a channel that needs more than a task is created (an SMS task needs
 * its conversation). The composition root passes it, so routing never imports those modules.
 */
export type ManualOutboundHandler = (
  session: RequestSession,
  input: ManualOutboundTaskInput,
) => Promise<{ success: true; taskSid: string }>;

export type RoutingRoutesDeps = {
  db: AppDb;
  bus: EventBus;
  manualOutbound?: Partial<Record<ManualOutboundTaskInput['channel'], ManualOutboundHandler>>;
};

export function registerRoutingRoutes(app: FastifyInstance, deps: RoutingRoutesDeps): void {
  const { db, bus } = deps;

  app.post('/conv/tasks/accept', async (request, reply) => {
    const session = requireSession(request);
    const body = reservationActionInput.parse(request.body ?? {});
    return orTaskNotAvailable(reply, () =>
      acceptReservation(db, bus, { ...body, brandId: session.brandId, userId: session.userId }),
    );
  });

  app.post('/conv/tasks/reject', async (request, reply) => {
    const session = requireSession(request);
    const body = reservationActionInput.parse(request.body ?? {});
    return orTaskNotAvailable(reply, () =>
      rejectReservation(db, bus, { ...body, brandId: session.brandId, userId: session.userId }),
    );
  });

  app.post('/conv/tasks/wrap-task', async (request) => {
    const session = requireSession(request);
    const body = wrapTaskInput.parse(request.body ?? {});
    return wrapTask(db, bus, { ...body, brandId: session.brandId, actor: actorOf(session) });
  });

  app.post('/conv/tasks/summarize-task', async (request) => {
    const session = requireSession(request);
    return submitDisposition(db, bus, {
      brandId: session.brandId,
      submission: dispositionSubmissionInput.parse(request.body ?? {}),
      actor: actorOf(session),
    });
  });

  app.post('/conv/tasks/manual-outbound-call-task', async (request) => {
    const session = requireSession(request);
    const input = manualOutboundTaskInput.parse(request.body ?? {});
    const handler = deps.manualOutbound?.[input.channel];
    if (handler) return handler(session, input);
    return createManualOutboundTask(db, bus, { brandId: session.brandId, userId: session.userId, input });
  });

  app.post('/conv/tasks/custom-task', async (request) => {
    const session = requireSession(request);
    return createAgentCustomTask(db, bus, {
      brandId: session.brandId,
      userId: session.userId,
      input: request.body ?? {},
    });
  });

  app.post('/conv/tasks/:taskSid/update', async (request) => {
    const session = requireSession(request);
    const { taskSid } = taskSidParams.parse(request.params);
    const body = updateTaskInput.parse(request.body ?? {});
    return updateTask(db, bus, { ...body, brandId: session.brandId, taskSid, actor: actorOf(session) });
  });
}
