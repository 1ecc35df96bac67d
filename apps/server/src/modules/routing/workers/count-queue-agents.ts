import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';

// How many agents a queue's calls could reach now (the campaign dialer's pacing, issue 14): agents
// with the queue's skills, available and with room for one more call ("free"), and those with a call
// task (offered, on the call or in wrap-up: "busy"). Counted as the dispatcher counts load: live
// reservations per capacity channel.

/** free: ready for one more call; busy: with a call task (offered, talking or in wrap-up); talking: on one. */
export type QueueAgentCounts = { free: number; busy: number; talking: number };

export async function countQueueAgents(
  db: DbExecutor,
  options: { brandId: string; queueSid: string },
): Promise<QueueAgentCounts> {
  const result = await db.execute<QueueAgentCounts>(sql`
    with queue as (
      select required_skills from queues where brand_id = ${options.brandId}::uuid and sid = ${options.queueSid}
    )
    select
      (count(*) filter (where w.available
        and coalesce((w.channel_capacity ->> 'call')::int, 0) > coalesce(l.n, 0)))::int as free,
      (count(*) filter (where coalesce(l.n, 0) > 0))::int as busy,
      (count(*) filter (where coalesce(l.talking, 0) > 0))::int as talking
    from workers w
    cross join queue
    left join lateral (
      select count(*)::int as n, (count(*) filter (where r.status = 'accepted'))::int as talking
      from reservations r
      where r.brand_id = w.brand_id and r.user_id = w.user_id
        and r.status in ('pending', 'accepted', 'wrapping') and r.capacity_channel = 'call'
    ) l on true
    where w.brand_id = ${options.brandId}::uuid and w.skills @> queue.required_skills`);
  const [row] = (result as unknown as { rows: QueueAgentCounts[] }).rows;
  return { free: Number(row?.free ?? 0), busy: Number(row?.busy ?? 0), talking: Number(row?.talking ?? 0) };
}
