import { and, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { tasks } from '../routing.tables.ts';

/** The task an agent is on now: accepted (or wrapping up) and not ended. */
export type AgentCurrentTask = {
  taskSid: string;
  channel: string;
  status: string;
  /** The task's title attribute (spec 001 §3 task attributes), if any. */
  title: string | null;
  /** Who it is with: the contact's name, else phone, else email (task attributes), if any. */
  contact: string | null;
  since: Date;
};

/** An agent's tasks within a window, as the Agents page counts them (docs/reporting.md "Agents"). */
export type AgentTaskFacts = {
  /** Tasks completed within the window. */
  handled: number;
  /** Sum of accept → end of those completed tasks, ms (for the average handle time). */
  handleMs: number;
  /** Time on at least one task within the window, ms: accept → end (or now), overlaps counted once. */
  busyMs: number;
  /** The most recently accepted task still open, or null. */
  currentTask: AgentCurrentTask | null;
};

function text(attributes: unknown, key: string): string | null {
  if (typeof attributes !== 'object' || attributes === null) return null;
  const value: unknown = Reflect.get(attributes, key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Length of the union of [from, to) intervals, ms. */
function unionMs(intervals: [number, number][]): number {
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [from, to] of intervals.sort((a, b) => a[0] - b[0])) {
    const start = Math.max(from, end);
    if (to > start) total += to - start;
    end = Math.max(end, to);
  }
  return total;
}

/**
 * The brand's agents' task facts between `since` and `now`, in one statement for all of them: every
 * task an agent accepted before `now` that ended after `since` or is still open (accepted or wrapping).
 * Agents without any are absent.
 */
export async function getAgentTaskFacts(
  db: DbExecutor,
  options: { brandId: string; since: Date; now: Date },
): Promise<Map<string, AgentTaskFacts>> {
  const { brandId, since, now } = options;
  const columns = {
    sid: tasks.sid,
    userId: tasks.assignedUserId,
    status: tasks.status,
    channel: tasks.channel,
    attributes: tasks.attributes,
    acceptedAt: tasks.acceptedAt,
    endedAt: tasks.endedAt,
  };
  const acceptedByAnAgent = and(
    eq(tasks.brandId, brandId),
    isNotNull(tasks.assignedUserId),
    isNotNull(tasks.acceptedAt),
    lt(tasks.acceptedAt, now),
  );
  // Two halves of one statement, each on its own index: tasks that ended today (tasks_ended) and
  // tasks still open (tasks_open_by_queue); an `or` of the two would scan every task of the brand.
  const rows = await unionAll(
    db
      .select(columns)
      .from(tasks)
      .where(and(acceptedByAnAgent, isNotNull(tasks.endedAt), gt(tasks.endedAt, since))),
    db
      .select(columns)
      .from(tasks)
      .where(and(acceptedByAnAgent, isNull(tasks.endedAt), inArray(tasks.status, ['accepted', 'wrapping']))),
  );
  const intervals = new Map<string, [number, number][]>();
  const facts = new Map<string, AgentTaskFacts>();
  for (const row of rows) {
    if (!row.userId || !row.acceptedAt) continue;
    const agent = facts.get(row.userId) ?? { handled: 0, handleMs: 0, busyMs: 0, currentTask: null };
    facts.set(row.userId, agent);
    const accepted = row.acceptedAt.getTime();
    const ended = row.endedAt?.getTime() ?? now.getTime();
    const spans = intervals.get(row.userId) ?? [];
    spans.push([Math.max(accepted, since.getTime()), Math.min(ended, now.getTime())]);
    intervals.set(row.userId, spans);
    if (row.status === 'completed' && row.endedAt && row.endedAt <= now) {
      agent.handled += 1;
      agent.handleMs += ended - accepted;
    }
    const open = row.endedAt === null && (row.status === 'accepted' || row.status === 'wrapping');
    if (open && (!agent.currentTask || agent.currentTask.since < row.acceptedAt)) {
      agent.currentTask = {
        taskSid: row.sid,
        channel: row.channel,
        status: row.status,
        title: text(row.attributes, 'title'),
        contact:
          text(row.attributes, 'name') ??
          text(row.attributes, 'contactPhone') ??
          text(row.attributes, 'email'),
        since: row.acceptedAt,
      };
    }
  }
  for (const [userId, spans] of intervals) {
    const agent = facts.get(userId);
    if (agent) agent.busyMs = unionMs(spans);
  }
  return facts;
}
