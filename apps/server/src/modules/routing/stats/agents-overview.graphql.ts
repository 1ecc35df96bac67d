import type { Builder } from '../../../platform/graphql/builder.ts';
import { requireRole } from '../../../platform/http/guards.ts';
import type { AgentCurrentTask } from './get-agent-task-facts.ts';
import { type AgentOverview, type AgentsOverview, getAgentsOverview } from './get-agents-overview.ts';

// GraphQL agentsOverview (issue 15 "Agents", docs/reporting.md "Agents"): the Agents page's figures
// for every agent of the brand, today in the viewer's zone. Admins and supervisors only. Thin.
export function registerAgentsOverviewGraphql(builder: Builder): void {
  const Activity = builder
    .objectRef<AgentOverview['activityBreakdown'][number]>('AgentOverviewActivity')
    .implement({
      fields: (t) => ({
        activityName: t.exposeString('activityName'),
        duration: t.exposeInt('duration', { description: 'Seconds in this status today' }),
      }),
    });
  const Team = builder.objectRef<AgentOverview['teams'][number]>('AgentOverviewTeam').implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });
  const CurrentTask = builder.objectRef<AgentCurrentTask>('AgentCurrentTask').implement({
    fields: (t) => ({
      taskSid: t.exposeString('taskSid'),
      channel: t.exposeString('channel'),
      status: t.exposeString('status', { description: 'accepted or wrapping' }),
      title: t.exposeString('title', { nullable: true }),
      contact: t.exposeString('contact', { nullable: true, description: 'Name, else phone, else email' }),
      since: t.expose('since', { type: 'DateTime', description: 'When the agent accepted it' }),
    }),
  });
  const Agent = builder.objectRef<AgentOverview>('AgentOverview').implement({
    fields: (t) => ({
      id: t.exposeID('userId'),
      name: t.exposeString('name'),
      email: t.exposeString('email'),
      status: t.exposeString('status'),
      statusChangedAt: t.expose('statusChangedAt', { type: 'DateTime' }),
      teams: t.field({ type: [Team], resolve: (agent) => agent.teams }),
      skills: t.exposeStringList('skills'),
      activityBreakdown: t.field({ type: [Activity], resolve: (agent) => agent.activityBreakdown }),
      handledToday: t.exposeInt('handledToday', { description: 'Tasks completed today' }),
      averageHandleSeconds: t.exposeInt('averageHandleSeconds', {
        nullable: true,
        description: "Average accept → end of today's completed tasks; null when none",
      }),
      occupancy: t.exposeFloat('occupancy', {
        nullable: true,
        description: 'Time on tasks ÷ time available today, 0–1; null without available time',
      }),
      currentTask: t.field({ type: CurrentTask, nullable: true, resolve: (agent) => agent.currentTask }),
    }),
  });
  const Overview = builder.objectRef<AgentsOverview>('AgentsOverview').implement({
    fields: (t) => ({
      dayStart: t.expose('dayStart', { type: 'DateTime', description: 'Where "today" starts' }),
      timeZone: t.exposeString('timeZone'),
      agents: t.field({ type: [Agent], resolve: (overview) => overview.agents }),
    }),
  });

  builder.queryField('agentsOverview', (t) =>
    t.field({
      type: Overview,
      description: "The Agents page: every agent's status, activity and tasks today (admins, supervisors).",
      args: { timeZone: t.arg.string({ description: 'IANA zone of "today"; UTC by default' }) },
      resolve: (_root, args, ctx) => {
        const session = requireRole(ctx.session, ['admin', 'supervisor']);
        return getAgentsOverview(ctx.db, { brandId: session.brandId, timeZone: args.timeZone });
      },
    }),
  );
}
