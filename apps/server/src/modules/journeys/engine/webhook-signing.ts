import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { engineRows } from './engine-sql.ts';

/** docs/journeys.md "Webhooks": `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** The brand's webhook secret, made on first use (journey_webhook_secrets). */
export async function brandWebhookSecret(db: DbExecutor, brandId: string): Promise<string> {
  await db.execute(sql`insert into journey_webhook_secrets (brand_id, secret)
    values (${brandId}, ${`whsec_${randomBytes(24).toString('hex')}`}) on conflict (brand_id) do nothing`);
  const [row] = await engineRows<{ secret: string }>(
    db,
    sql`select secret from journey_webhook_secrets where brand_id = ${brandId}`,
  );
  if (!row) throw new Error('the brand has no webhook secret');
  return row.secret;
}
