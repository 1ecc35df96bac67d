import type { NodeOf } from '@parley/core/journeys/graph';
import { sql } from 'drizzle-orm';
import { effectKey } from '../job-keys.ts';
import type { EmailPayload } from '../outbox-delivery.ts';
import type { NodeHandler } from '../step-types.ts';
import { contactOr, isOutcome, optInSkip, render } from './action-nodes.ts';

/**
 * docs/journeys.md "sendEmail": a mail to the contact's main address through the server's mail
 * transport, queued in the outbox with the step (key `<run id>:<node id>`) and sent after the commit.
 */
export const runSendEmail: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'sendEmail'>;
  const contact = await contactOr(context);
  if (isOutcome(contact)) return contact;
  const skip = optInSkip(context, contact);
  if (skip) return skip;
  const payload: EmailPayload = {
    to: contact.reach.email ?? '',
    subject: render(context, contact, node.data.subject),
    text: render(context, contact, node.data.body),
  };
  await context.tx.execute(sql`insert into journey_outbox (brand_id, run_id, node_id, version, kind, idempotency_key, payload, next_attempt_at)
    values (${context.run.brandId}, ${context.run.id}, ${node.id}, ${context.run.version}, 'email',
      ${effectKey(context.run.id, node.id)}, ${JSON.stringify(payload)}::jsonb, ${context.now})
    on conflict (brand_id, idempotency_key) do nothing`);
  context.afterCommit.push(async () => context.deps.wakeDeliveries?.());
  return { status: 'completed', output: null, detail: { to: payload.to, subject: payload.subject } };
};
