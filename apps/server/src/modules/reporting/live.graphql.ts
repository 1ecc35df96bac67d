import type { DashboardFigures } from '@parley/core/reporting/dashboard';
import type { Builder } from '../../platform/graphql/builder.ts';
import {
  getLiveSnapshot,
  type LiveAgent,
  type LiveCampaign,
  type LiveQueue,
  type LiveSnapshot,
} from './get-live-snapshot.ts';
import { requireReportViewer } from './reporting.policy.ts';

// Parley Live (docs/reporting.md "Parley Live"): admins and supervisors only. Thin: one use-case.

export function registerLiveGraphql(builder: Builder): void {
  const Agent = builder.objectRef<LiveAgent>('LiveAgent').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      status: t.exposeString('status'),
      available: t.exposeBoolean('available'),
      since: t.expose('since', { type: 'DateTime', description: 'When the agent entered the status.' }),
      taskCount: t.exposeInt('taskCount', { description: 'Tasks the agent holds (accepted or wrapping).' }),
      taskChannel: t.exposeString('taskChannel', {
        nullable: true,
        description: "The newest held task's channel (sms, voice, email, custom-tasks…).",
      }),
    }),
  });
  const Today = builder.objectRef<DashboardFigures>('LiveQueueToday').implement({
    description: "Today's finished tasks of a queue, from the rollups (rates 0..1).",
    fields: (t) => ({
      created: t.exposeInt('created'),
      handled: t.exposeInt('handled'),
      abandoned: t.exposeInt('abandoned'),
      serviceLevel: t.exposeFloat('serviceLevel', { nullable: true }),
      averageSpeedOfAnswerSeconds: t.exposeFloat('averageSpeedOfAnswerSeconds', { nullable: true }),
    }),
  });
  const Queue = builder.objectRef<LiveQueue>('LiveQueue').implement({
    fields: (t) => ({
      sid: t.exposeString('sid'),
      name: t.exposeString('name'),
      waiting: t.exposeInt('waiting'),
      offered: t.exposeInt('offered'),
      inProgress: t.exposeInt('inProgress'),
      longestWaitSince: t.expose('longestWaitSince', {
        type: 'DateTime',
        nullable: true,
        description: 'When the oldest waiting task was created; null when none waits.',
      }),
      today: t.field({ type: Today, resolve: (queue) => queue.today }),
    }),
  });
  const Campaign = builder.objectRef<LiveCampaign>('LiveCampaign').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      messageType: t.exposeString('messageType'),
      dialingMode: t.exposeString('dialingMode', { nullable: true }),
      dialing: t.exposeInt('dialing'),
      pending: t.exposeInt('pending'),
      reached: t.exposeInt('reached'),
      ratio: t.exposeFloat('ratio', { nullable: true }),
    }),
  });
  const Snapshot = builder.objectRef<LiveSnapshot>('LiveSnapshot').implement({
    description: "Parley Live: the brand's contact centre now.",
    fields: (t) => ({
      at: t.expose('at', { type: 'DateTime' }),
      timeZone: t.exposeString('timeZone'),
      serviceLevelSeconds: t.exposeInt('serviceLevelSeconds'),
      agents: t.field({ type: [Agent], resolve: (snapshot) => snapshot.agents }),
      queues: t.field({ type: [Queue], resolve: (snapshot) => snapshot.queues }),
      callsInProgress: t.exposeInt('callsInProgress'),
      campaigns: t.field({ type: [Campaign], resolve: (snapshot) => snapshot.campaigns }),
    }),
  });

  builder.queryFields((t) => ({
    parleyLive: t.field({
      type: Snapshot,
      description: 'Parley Live (issue 15): admins and supervisors of the brand.',
      args: {
        timeZone: t.arg.string({ required: true, description: "The zone of 'today' (IANA)." }),
        serviceLevelSeconds: t.arg.int({ description: '10, 20 (default), 30, 60 or 120.' }),
      },
      resolve: (_root, args, ctx) => {
        const session = requireReportViewer(ctx.session);
        return getLiveSnapshot(ctx.db, {
          session,
          input: { timeZone: args.timeZone, serviceLevelSeconds: args.serviceLevelSeconds ?? undefined },
        });
      },
    }),
  }));
}
