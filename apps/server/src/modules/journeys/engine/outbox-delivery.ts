import { sql } from 'drizzle-orm';
import type { EngineDeps } from './engine-deps.ts';
import { engineRows } from './engine-sql.ts';
import { journeyMessageId } from './job-keys.ts';
import type { WebhookPayload } from './nodes/webhook-node.ts';
import { refusedWebhookHost } from './webhook-address.ts';
import { brandWebhookSecret, webhookSignature } from './webhook-signing.ts';

// The outbox delivery worker (docs/journeys.md "Webhooks", "Durability"): rows written by webhook and
// sendEmail steps are sent after their step committed. A row is leased (next_attempt_at moved past the
// call's timeout, attempts + 1) in a short transaction, sent with no transaction open, and its result
// written in another: a server killed mid-call leaves the lease to expire and the row is sent again,
// with the same Idempotency-Key.

const BATCH = 20;
const RESPONSE_EXCERPT_BYTES = 1_024;
const RETRY_MAX_MS = 3_600_000;

type OutboxRow = {
  id: number | string;
  brand_id: string;
  kind: string;
  idempotency_key: string;
  payload: WebhookPayload;
  attempts: number;
};

/** What a sendEmail step queues (journey_outbox.payload of kind `email`). */
export type EmailPayload = { to: string; subject: string; text: string };

type AttemptResult =
  | { kind: 'delivered'; statusCode: number | null; excerpt: string | null }
  | { kind: 'retry' | 'failed'; statusCode: number | null; excerpt: string | null; error: string };

async function leaseDue(deps: EngineDeps, now: Date): Promise<OutboxRow[]> {
  const leaseUntil = new Date(now.getTime() + deps.webhooks.timeoutMs + 5_000);
  return engineRows<OutboxRow>(
    deps.db,
    sql`update journey_outbox set next_attempt_at = ${leaseUntil}, attempts = attempts + 1
      where (brand_id, id) in (select brand_id, id from journey_outbox
        where state = 'pending' and kind in ('webhook', 'email') and next_attempt_at <= ${now}
        order by next_attempt_at limit ${BATCH} for update skip locked)
      returning id, brand_id, kind, idempotency_key, payload, attempts`,
  );
}

/**
 * A mail through the server's transport (it keeps its own outbox and log of SMTP errors), with the
 * row's idempotency key as its Message-ID: a lease that expired mid-send sends the same mail again.
 */
async function sendMail(deps: EngineDeps, row: OutboxRow): Promise<AttemptResult> {
  if (!deps.mailer) return { kind: 'retry', statusCode: null, excerpt: null, error: 'no mail transport' };
  // The payload of an `email` row is what runSendEmail wrote.
  const mail = row.payload as unknown as EmailPayload;
  await deps.mailer.send({
    brandId: row.brand_id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    messageId: journeyMessageId(row.idempotency_key, deps.mailHost),
  });
  return { kind: 'delivered', statusCode: null, excerpt: null };
}

async function attempt(deps: EngineDeps, row: OutboxRow): Promise<AttemptResult> {
  if (row.kind === 'email') return sendMail(deps, row);
  const { payload } = row;
  const url = new URL(payload.url);
  const refused = await refusedWebhookHost(url, deps.webhooks.allowPrivateNetworks);
  if (refused) return { kind: 'failed', statusCode: null, excerpt: null, error: refused };
  const hasBody = payload.method !== 'GET' && payload.method !== 'DELETE';
  const body = hasBody ? payload.body : '';
  const secret = await brandWebhookSecret(deps.db, row.brand_id);
  const headers = new Headers();
  for (const header of payload.headers) headers.set(header.name, header.value);
  headers.set('content-type', 'application/json');
  headers.set('x-parley-signature', webhookSignature(secret, body, new Date()));
  headers.set('idempotency-key', row.idempotency_key);
  headers.set('x-parley-delivery', String(row.id));
  try {
    const response = await fetch(url, {
      method: payload.method,
      headers,
      ...(hasBody ? { body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.webhooks.timeoutMs),
    });
    const excerpt = (await response.text()).slice(0, RESPONSE_EXCERPT_BYTES);
    if (response.status >= 200 && response.status < 300)
      return { kind: 'delivered', statusCode: response.status, excerpt };
    // docs/journeys.md: 429 and 5xx are retried; other answers fail at once.
    const retry = response.status === 429 || response.status >= 500;
    return {
      kind: retry ? 'retry' : 'failed',
      statusCode: response.status,
      excerpt,
      error: `HTTP ${response.status}`,
    };
  } catch (error) {
    return {
      kind: 'retry',
      statusCode: null,
      excerpt: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

async function record(
  deps: EngineDeps,
  row: OutboxRow,
  result: AttemptResult,
  durationMs: number,
): Promise<void> {
  const now = new Date();
  const exhausted = row.attempts >= (row.payload.maxAttempts ?? 5);
  const state =
    result.kind === 'delivered' ? 'delivered' : result.kind === 'failed' || exhausted ? 'failed' : 'pending';
  const retryAt = new Date(
    now.getTime() + Math.min(deps.webhooks.retryBaseMs * 2 ** (row.attempts - 1), RETRY_MAX_MS),
  );
  const error = result.kind === 'delivered' ? null : result.error;
  await deps.db.transaction(async (tx) => {
    if (row.kind === 'webhook')
      await tx.execute(sql`insert into journey_webhook_deliveries
        (brand_id, outbox_id, attempt, status_code, response_excerpt, error, duration_ms, at)
      values (${row.brand_id}, ${row.id}, ${row.attempts}, ${result.statusCode}, ${result.excerpt}, ${error},
        ${durationMs}, ${now})`);
    await tx.execute(sql`update journey_outbox set state = ${state}, last_error = ${error},
        delivered_at = ${state === 'delivered' ? now : null},
        next_attempt_at = ${state === 'pending' ? retryAt : now}
      where brand_id = ${row.brand_id} and id = ${row.id}`);
  });
}

/** Leases and sends the due webhooks and mails (concurrently, one batch); returns how many were due. */
export async function deliverDueOutbox(deps: EngineDeps, now = new Date()): Promise<number> {
  const rows = await leaseDue(deps, now);
  await Promise.all(
    rows.map(async (row) => {
      const started = Date.now();
      let result: AttemptResult;
      try {
        result = await attempt(deps, row);
      } catch (error) {
        result = {
          kind: 'retry',
          statusCode: null,
          excerpt: null,
          error: error instanceof Error ? error.message : String(error),
        };
      }
      await record(deps, row, result, Date.now() - started);
    }),
  );
  return rows.length;
}
