import { isTimeZone, zonedTodayStart } from '@parley/core/reporting/dashboard';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { type AgentActivity, listAgentActivity } from '../../users/list-agent-activity.ts';
import { type AgentCurrentTask, getAgentTaskFacts } from './get-agent-task-facts.ts';

/** One row of the Agents page (issue 15 "Agents"; the figures are defined in docs/reporting.md). */
export type AgentOverview = Omit<AgentActivity, 'availableSeconds'> & {
  /** Tasks completed today. */
  handledToday: number;
  /** Average accept → end of today's completed tasks, seconds; null when none completed. */
  averageHandleSeconds: number | null;
  /** Time on tasks ÷ time in an available status today, 0–1; null without available time. */
  occupancy: number | null;
  currentTask: AgentCurrentTask | null;
};

export type AgentsOverview = { dayStart: Date; timeZone: string; agents: AgentOverview[] };

/**
 * Every agent of the brand with today's figures, "today" being the viewer's day in `timeZone` (IANA,
 * UTC by default): the users module's statuses and activity, and routing's task facts, each read in
 * one batch for all the agents.
 */
export async function getAgentsOverview(
  db: DbExecutor,
  options: { brandId: string; timeZone?: string | null; now?: Date },
): Promise<AgentsOverview> {
  const timeZone = options.timeZone?.trim() || 'UTC';
  if (!isTimeZone(timeZone)) throw new AppError('bad_request', 'is not a time zone', { field: 'timeZone' });
  const now = options.now ?? new Date();
  const dayStart = new Date(zonedTodayStart(now, timeZone));
  const window = { brandId: options.brandId, since: dayStart, now };
  const [activity, facts] = await Promise.all([listAgentActivity(db, window), getAgentTaskFacts(db, window)]);
  const agents = activity.map(({ availableSeconds, ...agent }) => {
    const tasks = facts.get(agent.userId);
    const handled = tasks?.handled ?? 0;
    return {
      ...agent,
      handledToday: handled,
      averageHandleSeconds: tasks && handled > 0 ? Math.round(tasks.handleMs / handled / 1000) : null,
      // Capped: an agent may work a task while in a status that is not available (after a change).
      occupancy: availableSeconds > 0 ? Math.min(1, (tasks?.busyMs ?? 0) / 1000 / availableSeconds) : null,
      currentTask: tasks?.currentTask ?? null,
    };
  });
  return { dayStart, timeZone, agents };
}
