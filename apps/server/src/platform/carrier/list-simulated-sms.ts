import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/database.ts';
import { simulatorSms } from './simulator-carrier.tables.ts';

export type SimulatedSms = {
  sid: string;
  direction: 'inbound' | 'outbound';
  from: string;
  to: string;
  body: string;
  /** The MMS picture or file by address; null for a plain text. */
  mediaUrl: string | null;
  status: string;
  createdAt: string;
};

/** The most texts one answer carries: the newest ones. */
export const SIMULATED_SMS_LIST_LIMIT = 200;

/**
 * The texts the simulator carried between the brand and `contactPhone` (E.164), newest last:
 * outbound only (what the brand sent) unless `includeInbound`.
 */
export async function listSimulatedSms(
  db: DbExecutor,
  options: { brandId: string; contactPhone: string; includeInbound?: boolean },
): Promise<SimulatedSms[]> {
  const directions: ('inbound' | 'outbound')[] = options.includeInbound
    ? ['inbound', 'outbound']
    : ['outbound'];
  const rows = await db
    .select()
    .from(simulatorSms)
    .where(
      and(
        eq(simulatorSms.brandId, options.brandId),
        eq(simulatorSms.contactPhone, options.contactPhone),
        inArray(simulatorSms.direction, directions),
      ),
    )
    .orderBy(desc(simulatorSms.seq))
    .limit(SIMULATED_SMS_LIST_LIMIT);
  return rows.reverse().map((row) => ({
    sid: row.sid,
    direction: row.direction,
    from: row.fromNumber,
    to: row.toNumber,
    body: row.body,
    mediaUrl: row.mediaUrl,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
