import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { AppDb } from '../../platform/db/database.ts';
import { requireSession } from '../../platform/http/guards.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { listConversationMessages, listMessagesQuery } from './list-conversation-messages.ts';
import { receiveInboundSms } from './receive-inbound-sms.ts';
import { routingForConversations } from './routing-adapter.ts';
import { sendConversationMessage, sendMessageInput } from './send-conversation-message.ts';
import { outboundSmsInput, startOutboundSms } from './start-outbound-sms.ts';
import type { TaskRouting } from './task-routing.ts';

export type ConversationsRouteOptions = { db: AppDb; bus: EventBus; carrier: Carrier; routing?: TaskRouting };

const conversationParams = z.object({ conversationSid: z.string().trim().min(1).max(64) });

/**
 * The conversations service's SMS calls (docs/routing-contract.md "REST"). Thin: parse (once, here:
 * the use-cases take the parsed input), policy, use-case.
 */
export function registerConversationsRoutes(app: FastifyInstance, options: ConversationsRouteOptions): void {
  const { db, bus, carrier } = options;
  const routing = options.routing ?? routingForConversations({ db, bus });
  carrier.registerInboundWebhooks(app, {
    sms: (inbound) => receiveInboundSms({ db, bus, carrier, routing }, inbound),
  });
  void app.register(async (scope) => {
    scope.post('/conv/conversations/outbound-sms', async (request) => {
      const session = requireSession(request);
      const started = await startOutboundSms(
        { db, carrier, routing },
        { session, input: outboundSmsInput.parse(request.body) },
      );
      return { success: true, ...started };
    });

    scope.get('/conv/conversations/:conversationSid/messages', async (request) => {
      const session = requireSession(request);
      const { conversationSid } = conversationParams.parse(request.params);
      return listConversationMessages(
        { db, routing },
        { session, conversationSid, query: listMessagesQuery.parse(request.query) },
      );
    });

    scope.post('/conv/conversations/:conversationSid/messages', async (request) => {
      const session = requireSession(request);
      const { conversationSid } = conversationParams.parse(request.params);
      return sendConversationMessage(
        { db, carrier, routing },
        { session, conversationSid, input: sendMessageInput.parse(request.body) },
      );
    });
  });
}
