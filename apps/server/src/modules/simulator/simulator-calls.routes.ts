import { simulatorInboundCallInput } from '@parley/core/voice/voice-inputs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole, requireSession } from '../../platform/http/guards.ts';
import { parsePhoneField } from '../../platform/http/parse-phone.ts';
import { answerCall } from '../voice/answer-call.ts';
import { contactHangUp } from '../voice/contact-hang-up.ts';
import { listSimulatorCalls } from '../voice/list-simulator-calls.ts';
import { receiveInboundCall } from '../voice/receive-inbound-call.ts';
import type { VoiceDeps } from '../voice/voice-deps.ts';

const callParams = z.object({ callSid: z.string().trim().min(1).max(64) });

/**
 * The Contact Simulator's calls (docs/voice-contract.md): the contact calls the brand, answers a
 * call the brand placed, hangs up. The page that does so carries the contact's audio (its user is
 * the leg's `mediaUserId`). Admins only, like the rest of the simulator.
 */
export function registerSimulatorCallRoutes(app: FastifyInstance, deps: VoiceDeps): void {
  const { db, carrier } = deps;

  app.post('/api/simulator/inbound-call', async (request) => {
    const session = requireRole(requireSession(request), ['admin']);
    const input = simulatorInboundCallInput.parse(request.body ?? {});
    const from = parsePhoneField(input.from, 'from');
    const to = input.to?.trim() ? parsePhoneField(input.to, 'to') : carrier.defaultBrandNumber;
    return receiveInboundCall(deps, { brandId: session.brandId, from, to, mediaUserId: session.userId });
  });

  app.get('/api/simulator/calls', async (request) => {
    const session = requireRole(requireSession(request), ['admin']);
    return { items: await listSimulatorCalls(db, { brandId: session.brandId, userId: session.userId }) };
  });

  app.post('/api/simulator/calls/:callSid/answer', async (request) => {
    const session = requireRole(requireSession(request), ['admin']);
    const { callSid } = callParams.parse(request.params);
    return answerCall(deps, { brandId: session.brandId, callSid, mediaUserId: session.userId });
  });

  app.post('/api/simulator/calls/:callSid/hangup', async (request) => {
    const session = requireRole(requireSession(request), ['admin']);
    const { callSid } = callParams.parse(request.params);
    return contactHangUp(deps, { brandId: session.brandId, callSid });
  });
}
