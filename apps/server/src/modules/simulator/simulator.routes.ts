import {
  simulatorCustomTaskInput,
  simulatorInboundEmailInput,
  simulatorInboundSmsInput,
  simulatorVoicemailInput,
} from '@parley/core/simulator/inputs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import { listSimulatedSms } from '../../platform/carrier/list-simulated-sms.ts';
import type { AppDb } from '../../platform/db/database.ts';
import { requireRole, requireSession } from '../../platform/http/guards.ts';
import { parsePhoneField } from '../../platform/http/parse-phone.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { searchContacts } from '../contacts/find-contact-by-phone.ts';
import { routingForConversations } from '../conversations/routing-adapter.ts';
import type { TaskRouting } from '../conversations/task-routing.ts';
import { listSimulatorEmails } from '../email/list-simulator-emails.ts';
import { createSimulatedCustomTask } from './create-simulated-custom-task.ts';
import { simulateInboundEmail } from './simulate-inbound-email.ts';
import { simulateInboundSms } from './simulate-inbound-sms.ts';
import { simulateVoicemail } from './simulate-voicemail.ts';
import { registerSimulatorCallRoutes } from './simulator-calls.routes.ts';

export type SimulatorRouteOptions = { db: AppDb; bus: EventBus; carrier: Carrier; routing?: TaskRouting };

/** How many contacts the simulator's contact picker gets per search. */
export const SIMULATOR_CONTACT_RESULTS = 20;

const messagesQuery = z.object({
  contactPhone: z.string().max(64),
  /** outbound (default): what the brand sent, as the contract says; all: the whole thread. */
  direction: z.enum(['outbound', 'all']).default('outbound'),
});

const contactsQuery = z.object({ query: z.string().max(100).default('') });

const emailsQuery = z.object({
  address: z
    .email({ message: 'must be a valid email address' })
    .max(320)
    .transform((value) => value.toLowerCase()),
});

/**
 * The Contact Simulator (docs/routing-contract.md, docs/simulator.md): plays the contact's side of
 * the simulator carrier. Admins only; absent when another carrier is configured.
 */
export function registerSimulatorRoutes(app: FastifyInstance, options: SimulatorRouteOptions): void {
  const { db, bus, carrier } = options;
  const routing = options.routing ?? routingForConversations({ db, bus });
  if (carrier.name !== 'simulator') return;
  void app.register(async (scope) => {
    scope.post('/api/simulator/inbound-sms', async (request) => {
      const session = requireRole(requireSession(request), ['admin']);
      const input = simulatorInboundSmsInput.parse(request.body);
      return simulateInboundSms({ db, bus, carrier, routing }, { brandId: session.brandId, input });
    });

    scope.post('/api/simulator/custom-task', async (request) => {
      const session = requireRole(requireSession(request), ['admin']);
      const input = simulatorCustomTaskInput.parse(request.body);
      return createSimulatedCustomTask({ db, bus }, { brandId: session.brandId, input });
    });

    scope.get('/api/simulator/emails', async (request) => {
      const session = requireRole(requireSession(request), ['admin']);
      const { address } = emailsQuery.parse(request.query);
      return { items: await listSimulatorEmails(db, { brandId: session.brandId, address }) };
    });

    scope.post('/api/simulator/inbound-email', async (request) => {
      const session = requireRole(requireSession(request), ['admin']);
      const input = simulatorInboundEmailInput.parse(request.body);
      return simulateInboundEmail({ db, bus }, { brandId: session.brandId, input });
    });

    scope.post('/api/simulator/voicemail', async (request) => {
      const session = requireRole(requireSession(request), ['admin']);
      const input = simulatorVoicemailInput.parse(request.body);
      return simulateVoicemail({ db, bus, carrier }, { brandId: session.brandId, input });
    });

    scope.get('/api/simulator/messages', async (request) => {
      const session = requireRole(requireSession(request), ['admin']);
      const query = messagesQuery.parse(request.query);
      const items = await listSimulatedSms(db, {
        brandId: session.brandId,
        contactPhone: parsePhoneField(query.contactPhone, 'contactPhone'),
        includeInbound: query.direction === 'all',
      });
      return { items };
    });

    scope.get('/api/simulator/contacts', async (request) => {
      const session = requireRole(requireSession(request), ['admin']);
      const { query } = contactsQuery.parse(request.query);
      const contacts = await searchContacts(db, {
        brandId: session.brandId,
        query,
        limit: SIMULATOR_CONTACT_RESULTS,
      });
      return {
        items: contacts.map((contact) => ({
          profileId: contact.profileId,
          name: contact.name,
          contactPhone: contact.contactPhone,
          email: contact.email,
        })),
      };
    });

    registerSimulatorCallRoutes(scope, { db, bus, carrier });
  });
}
