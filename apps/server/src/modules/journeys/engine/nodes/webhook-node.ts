import type { NodeOf } from '@parley/core/journeys/graph';
import { renderTemplate } from '@parley/core/journeys/templates';
import { sql } from 'drizzle-orm';
import { engineRows } from '../engine-sql.ts';
import { ENGINE_TEXTS } from '../engine-texts.ts';
import { effectKey } from '../job-keys.ts';
import { templateValuesOf } from '../step-contact.ts';
import type { NodeHandler } from '../step-types.ts';

/** What the delivery worker sends (journey_outbox.payload of kind `webhook`). */
export type WebhookPayload = {
  url: string;
  method: string;
  headers: { name: string; value: string }[];
  body: string;
  maxAttempts: number;
};

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * docs/journeys.md "webhook": the call is rendered now and written to the outbox in the step's
 * transaction with the step's key (`<run id>:<node id>`); the delivery worker sends it after the commit.
 * The contact continues once it is queued.
 */
export const runWebhook: NodeHandler = async (context) => {
  const node = context.node as NodeOf<'webhook'>;
  const contact = await context.contact();
  if (!contact) return { status: 'failed', reason: ENGINE_TEXTS.contactGone };
  const values = templateValuesOf(contact, context.run.triggerEvent);
  const payload: WebhookPayload = {
    url: renderTemplate(node.data.url, values, 'url'),
    method: node.data.method,
    headers: node.data.headers
      .filter((header) => header.name !== '')
      .map((header) => ({ name: header.name, value: renderTemplate(header.value, values) })),
    body: renderTemplate(node.data.body, values, 'json'),
    maxAttempts: node.data.maxAttempts,
  };
  if (!isHttpUrl(payload.url)) return { status: 'failed', reason: ENGINE_TEXTS.webhookUrlInvalid };
  const key = effectKey(context.run.id, node.id);
  const [queued] = await engineRows<{ id: number | string }>(
    context.tx,
    sql`insert into journey_outbox (brand_id, run_id, node_id, version, kind, idempotency_key, payload, next_attempt_at)
      values (${context.run.brandId}, ${context.run.id}, ${node.id}, ${context.run.version}, 'webhook', ${key},
        ${JSON.stringify(payload)}::jsonb, ${context.now})
      on conflict (brand_id, idempotency_key) do nothing
      returning id`,
  );
  context.afterCommit.push(async () => context.deps.wakeDeliveries?.());
  return { status: 'completed', output: null, detail: { outboxId: queued ? Number(queued.id) : null } };
};
