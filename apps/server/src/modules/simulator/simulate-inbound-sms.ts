import { simulatorInboundSmsInput } from '@parley/core/simulator/inputs';
import type { z } from 'zod';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import { recordSimulatedInboundSms } from '../../platform/carrier/simulator-carrier.ts';
import type { AppDb } from '../../platform/db/database.ts';
import { parsePhoneField } from '../../platform/http/parse-phone.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { receiveInboundSms } from '../conversations/receive-inbound-sms.ts';
import type { TaskRouting } from '../conversations/task-routing.ts';

/**
 * The contact `from` texts the brand (at `to`, else the carrier's default number), as a carrier's
 * inbound webhook would deliver it; the text is also kept in the simulator's log. A keyword text
 * (STOP, HELP…) with no open conversation opens none: both sids are null.
 */
export async function simulateInboundSms(
  deps: { db: AppDb; bus: EventBus; carrier: Carrier; routing: TaskRouting },
  options: { brandId: string; input: z.input<typeof simulatorInboundSmsInput> },
): Promise<{ conversationSid: string | null; taskSid: string | null }> {
  const input = simulatorInboundSmsInput.parse(options.input);
  const sms = {
    brandId: options.brandId,
    from: parsePhoneField(input.from, 'from'),
    to: input.to?.trim() ? parsePhoneField(input.to, 'to') : deps.carrier.defaultBrandNumber,
    body: input.body,
  };
  // Logged first, as a carrier has the text before the app does: the answer to a keyword text
  // (STOP, HELP…) comes after it in the log.
  await recordSimulatedInboundSms(deps.db, sms);
  const received = await receiveInboundSms(deps, sms);
  return { conversationSid: received.conversationSid, taskSid: received.taskSid };
}
