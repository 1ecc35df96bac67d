import type { ManualOutboundTaskInput } from '@parley/core/routing/tasks';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { AppDb } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { startOutboundSms } from './start-outbound-sms.ts';
import type { TaskRouting } from './task-routing.ts';

// spec 001 §7 "Create manual outbound call, SMS or email task": POST /conv/tasks/manual-outbound-call-task
// with channel 'sms' (docs/routing-contract.md). The route belongs to the routing module's /conv/tasks
// routes (which parse the body); this is the use-case it calls for channel 'sms', so the task has a
// conversation to text in.

/** The SMS task of a manual outbound text: a conversation and a task reserved to the caller. */
export async function createManualOutboundSmsTask(
  deps: { db: AppDb; carrier: Carrier; routing: TaskRouting },
  options: { session: RequestSession; input: ManualOutboundTaskInput; now?: Date },
): Promise<{ success: true; taskSid: string }> {
  const { channel: _channel, ...input } = options.input;
  const { taskSid } = await startOutboundSms(deps, { session: options.session, input, now: options.now });
  return { success: true, taskSid };
}
