import type { Builder, GraphQLContext } from '../../platform/graphql/builder.ts';
import { listQueues } from './queues/list-queues.ts';
import { findWorker, listReservations } from './reservations/list-reservations.ts';
import { authorizeWorkerRead } from './routing.policy.ts';
import { registerRoutingAdminGraphql } from './routing-admin.graphql.ts';
import { routingObjectTypes } from './routing-types.graphql.ts';
import { listRoutingRules } from './rules/list-routing-rules.ts';
import { registerAgentsOverviewGraphql } from './stats/agents-overview.graphql.ts';
import { getDailyStats } from './stats/get-daily-stats.ts';
import { getTaskCounts } from './stats/get-task-counts.ts';
import { getRecentTaskFilters } from './tasks/get-recent-task-filters.ts';
import { listRecentTasks, type TaskRecordingsLookup } from './tasks/list-recent-tasks.ts';
import { registerOpenTasksGraphql } from './tasks/open-tasks.graphql.ts';
import { toAgentViews, workerRowsOf } from './workers/agent-view.ts';
import { findAllAgents } from './workers/find-all-agents.ts';

// Thin: each field checks the policy, calls one use-case and returns its view.
export function registerRoutingGraphql(
  builder: Builder,
  deps: { taskRecordings: TaskRecordingsLookup },
): void {
  const types = routingObjectTypes(builder);

  const StringFilter = builder.inputType('StringFilterInput', {
    fields: (t) => ({ contains: t.string() }),
  });
  const AgentFilter = builder.inputType('AgentFilterInput', {
    fields: (t) => ({ name: t.field({ type: StringFilter }) }),
  });
  const AgentOrder = builder.inputType('AgentOrderInput', {
    fields: (t) => ({
      field: t.string({
        required: true,
        description: 'name, email, status, isAvailable or twilioStatusChangedAt',
      }),
      direction: t.string({ description: 'asc (default) or desc' }),
    }),
  });
  const FindAllAgentsParams = builder.inputType('FindAllAgentsQueryParams', {
    fields: (t) => ({
      page: t.int({ description: 'From 0' }),
      size: t.int({ description: 'At most 1000' }),
      order: t.field({ type: AgentOrder }),
      filter: t.field({ type: AgentFilter }),
    }),
  });
  const RecentTaskFilters = builder.inputType('RecentTaskFiltersInput', {
    fields: (t) => ({
      targetAgent: t.string({ description: 'Worker sid or email (admins and supervisors)' }),
      campaignId: t.string(),
      taskType: t.string(),
      dispositions: t.stringList(),
      page: t.int(),
      size: t.int(),
    }),
  });

  async function reservationsOf(
    ctx: GraphQLContext,
    by: { workerSid?: string; email?: string },
    onlyPending = false,
  ) {
    const worker = await findWorker(ctx.db, { brandId: ctx.session.brandId, ...by });
    authorizeWorkerRead(ctx.session, worker?.userId ?? null);
    if (!worker) return [];
    return listReservations(ctx.db, { brandId: ctx.session.brandId, userId: worker.userId, onlyPending });
  }

  builder.queryField('reservations', (t) =>
    t.field({
      type: [types.Reservation],
      description: "The worker's live reservations (pending, accepted, wrapping), newest first.",
      args: { workerSid: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => reservationsOf(ctx, { workerSid: args.workerSid }),
    }),
  );
  builder.queryField('reservationsByEmail', (t) =>
    t.field({
      type: [types.Reservation],
      args: { email: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => reservationsOf(ctx, { email: args.email }),
    }),
  );
  builder.queryField('getPendingReservationsByEmail', (t) =>
    t.field({
      type: [types.Reservation],
      args: { email: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => reservationsOf(ctx, { email: args.email }, true),
    }),
  );

  builder.queryField('findAllAgents', (t) =>
    t.field({
      type: types.AgentPage,
      description: 'spec 001 §7: a page of agents, ordered, filtered by name (contains).',
      args: { queryParams: t.arg({ type: FindAllAgentsParams }) },
      resolve: (_root, args, ctx) =>
        findAllAgents(ctx.db, { brandId: ctx.session.brandId, queryParams: args.queryParams }),
    }),
  );
  builder.queryField('agents', (t) =>
    t.field({
      type: [types.Agent],
      resolve: async (_root, _args, ctx) =>
        toAgentViews(ctx.db, ctx.session.brandId, await workerRowsOf(ctx.db, ctx.session.brandId)),
    }),
  );
  builder.queryField('queues', (t) =>
    t.field({
      type: [types.Queue],
      resolve: (_root, _args, ctx) => listQueues(ctx.db, { brandId: ctx.session.brandId }),
    }),
  );
  builder.queryField('routingRules', (t) =>
    t.field({
      type: [types.RoutingRule],
      resolve: (_root, _args, ctx) => listRoutingRules(ctx.db, { brandId: ctx.session.brandId }),
    }),
  );
  builder.queryField('getDailyStats', (t) =>
    t.field({
      type: types.DailyStats,
      resolve: (_root, _args, ctx) =>
        getDailyStats(ctx.db, { brandId: ctx.session.brandId, userId: ctx.session.userId }),
    }),
  );
  builder.queryField('recentTasks', (t) =>
    t.field({
      type: [types.RecentTask],
      description: "Finished tasks, newest first: an agent's own; admins and supervisors see everyone's.",
      args: { filters: t.arg({ type: RecentTaskFilters }) },
      resolve: async (_root, args, ctx) =>
        (
          await listRecentTasks(ctx.db, {
            brandId: ctx.session.brandId,
            viewer: ctx.session,
            filters: args.filters,
            recordings: deps.taskRecordings,
          })
        ).items,
    }),
  );
  builder.queryField('recentTaskFilters', (t) =>
    t.field({
      type: types.RecentTaskFilterOptions,
      resolve: (_root, _args, ctx) =>
        getRecentTaskFilters(ctx.db, { brandId: ctx.session.brandId, viewer: ctx.session }),
    }),
  );
  builder.queryField('taskCounts', (t) =>
    t.field({
      type: types.TaskCounts,
      description: 'Live task counts per status and per queue (supervisors’ Queues and Tasks pages).',
      resolve: (_root, _args, ctx) => getTaskCounts(ctx.db, { brandId: ctx.session.brandId }),
    }),
  );

  registerRoutingAdminGraphql(builder, types);
  registerOpenTasksGraphql(builder);
  registerAgentsOverviewGraphql(builder);
}
