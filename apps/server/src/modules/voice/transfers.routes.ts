import { externalTransferInput } from '@parley/core/voice/external-phonebook';
import {
  agentTransferInput,
  cancelTransferInput,
  managerActionInput,
  queueTransferInput,
} from '@parley/core/voice/voice-inputs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole, requireSession } from '../../platform/http/guards.ts';
import { cancelTransfer } from './cancel-transfer.ts';
import { startManagerAction, stopManagerAction } from './manager-action.ts';
import { transferCall } from './transfer-call.ts';
import { transferExternal } from './transfer-external.ts';
import { actorOf } from './voice.routes.ts';
import type { VoiceDeps } from './voice-deps.ts';

const managerActionParams = z.object({
  conferenceSid: z.string().trim().min(1).max(64),
  participantSid: z.string().trim().min(1).max(64),
});

/** Transfers and manager actions under /conv (docs/voice-contract.md "REST"). Thin. */
export function registerTransferRoutes(app: FastifyInstance, deps: VoiceDeps): void {
  app.post('/conv/transfers/agent', async (request) => {
    const session = requireSession(request);
    const { taskSid, ...target } = agentTransferInput.parse(request.body ?? {});
    return transferCall(deps, {
      brandId: session.brandId,
      actor: actorOf(session),
      taskSid,
      target: { kind: 'agent', ...target },
    });
  });

  app.post('/conv/transfers/queue', async (request) => {
    const session = requireSession(request);
    const { taskSid, queueSid } = queueTransferInput.parse(request.body ?? {});
    return transferCall(deps, {
      brandId: session.brandId,
      actor: actorOf(session),
      taskSid,
      target: { kind: 'queue', queueSid },
    });
  });

  app.post('/conv/transfers/external', async (request) => {
    const session = requireSession(request);
    const body = externalTransferInput.parse(request.body ?? {});
    return transferExternal(deps, { ...body, brandId: session.brandId, actor: actorOf(session) });
  });

  app.post('/conv/transfers/cancel', async (request) => {
    const session = requireSession(request);
    const { transferTaskSid } = cancelTransferInput.parse(request.body ?? {});
    return cancelTransfer(deps, { brandId: session.brandId, actor: actorOf(session), transferTaskSid });
  });

  // spec 001 §6: supervisors and managers coach calls; agents get a 403.
  app.post('/conv/conferences/manager-action', async (request) => {
    const session = requireRole(requireSession(request), ['admin', 'supervisor']);
    const body = managerActionInput.parse(request.body ?? {});
    return startManagerAction(deps, { ...body, brandId: session.brandId, actor: actorOf(session) });
  });

  app.delete('/conv/conferences/manager-action/:conferenceSid/:participantSid', async (request, reply) => {
    const session = requireRole(requireSession(request), ['admin', 'supervisor']);
    const params = managerActionParams.parse(request.params);
    await stopManagerAction(deps, { ...params, brandId: session.brandId, actor: actorOf(session) });
    return reply.status(204).send();
  });
}
