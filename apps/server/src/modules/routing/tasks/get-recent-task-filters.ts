import { and, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { tasks, workers } from '../routing.tables.ts';
import { queryRows } from '../routing-sql.ts';
import { type RecentTaskViewer, recentTasksScope } from './list-recent-tasks.ts';

export type RecentTaskFilterOptions = {
  targetAgents: { workerSid: string; name: string; email: string }[];
  campaigns: { id: string; name: string | null }[];
  taskTypes: string[];
  dispositions: string[];
};

const MAX_OPTIONS = 200;

/** The values the recent-tasks filters offer, read from the tasks the viewer may see. */
export async function getRecentTaskFilters(
  db: DbExecutor,
  options: { brandId: string; viewer: RecentTaskViewer },
): Promise<RecentTaskFilterOptions> {
  const scope = and(
    recentTasksScope(options.brandId, options.viewer),
    inArray(tasks.status, ['completed', 'canceled']),
  );
  const [agents, campaigns, types, dispositions] = await Promise.all([
    queryRows<{ worker_sid: string; name: string; email: string }>(
      db,
      sql`select distinct ${workers.workerSid} as worker_sid, ${workers.name} as name, ${workers.email} as email
          from ${tasks} join ${workers} on ${workers.brandId} = ${tasks.brandId} and ${workers.userId} = ${tasks.assignedUserId}
          where ${scope} order by name limit ${MAX_OPTIONS}`,
    ),
    queryRows<{ id: string; name: string | null }>(
      db,
      sql`select ${tasks.attributes}->'campaignInfo'->>'id' as id, max(${tasks.attributes}->'campaignInfo'->>'name') as name
          from ${tasks} where ${scope} and ${tasks.attributes}->'campaignInfo'->>'id' is not null
          group by 1 order by 2, 1 limit ${MAX_OPTIONS}`,
    ),
    queryRows<{ value: string }>(
      db,
      sql`select distinct ${tasks.attributes}->>'taskType' as value from ${tasks}
          where ${scope} and ${tasks.attributes}->>'taskType' is not null order by 1 limit ${MAX_OPTIONS}`,
    ),
    queryRows<{ value: string }>(
      db,
      sql`select distinct ${tasks.disposition} as value from ${tasks}
          where ${scope} and ${tasks.disposition} is not null order by 1 limit ${MAX_OPTIONS}`,
    ),
  ]);
  return {
    targetAgents: agents.map((row) => ({ workerSid: row.worker_sid, name: row.name, email: row.email })),
    campaigns: campaigns.map((row) => ({ id: row.id, name: row.name })),
    taskTypes: types.map((row) => row.value),
    dispositions: dispositions.map((row) => row.value),
  };
}
