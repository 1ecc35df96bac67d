import type { DashboardFigures } from '@parley/core/reporting/dashboard';
import type { Builder } from '../../platform/graphql/builder.ts';
import { type Dashboard, getDashboard } from './get-dashboard.ts';
import { listReportTasks, type ReportTasks } from './list-report-tasks.ts';
import { requireReportViewer } from './reporting.policy.ts';

// Reporting (docs/reporting.md): admins and supervisors only. Thin: each field calls one use-case.

export function registerReportingGraphql(builder: Builder): void {
  const Figures = builder.objectRef<DashboardFigures>('DashboardFigures').implement({
    description:
      'Figures of a set of finished tasks (rates 0..1, times in seconds; null when nothing to average).',
    fields: (t) => ({
      created: t.exposeInt('created', { description: 'Tasks created (offered to the centre).' }),
      handled: t.exposeInt('handled', { description: 'Accepted by an agent.' }),
      completed: t.exposeInt('completed'),
      abandoned: t.exposeInt('abandoned', { description: 'Canceled before any agent accepted.' }),
      abandonRate: t.exposeFloat('abandonRate', { nullable: true }),
      serviceLevel: t.exposeFloat('serviceLevel', {
        nullable: true,
        description: 'Accepted within the service level, of those accepted or abandoned.',
      }),
      averageSpeedOfAnswerSeconds: t.exposeFloat('averageSpeedOfAnswerSeconds', { nullable: true }),
      averageHandleSeconds: t.exposeFloat('averageHandleSeconds', { nullable: true }),
      averageTalkSeconds: t.exposeFloat('averageTalkSeconds', { nullable: true }),
      averageWrapSeconds: t.exposeFloat('averageWrapSeconds', { nullable: true }),
      transfers: t.exposeInt('transfers'),
    }),
  });
  const Period = builder.objectRef<Dashboard['series'][number]>('DashboardPeriod').implement({
    fields: (t) => ({
      period: t.exposeString('period', { description: "The period's local start, 'YYYY-MM-DDTHH:MM'." }),
      figures: t.field({ type: Figures, resolve: (row) => row.figures }),
    }),
  });
  const ByChannel = builder.objectRef<Dashboard['byChannel'][number]>('DashboardChannel').implement({
    fields: (t) => ({
      channel: t.exposeString('channel'),
      figures: t.field({ type: Figures, resolve: (row) => row.figures }),
    }),
  });
  const ByAgent = builder.objectRef<Dashboard['byAgent'][number]>('DashboardAgent').implement({
    fields: (t) => ({
      agentId: t.exposeID('agentId'),
      figures: t.field({ type: Figures, resolve: (row) => row.figures }),
    }),
  });
  const ByQueue = builder.objectRef<Dashboard['byQueue'][number]>('DashboardQueue').implement({
    fields: (t) => ({
      queueSid: t.exposeString('queueSid'),
      figures: t.field({ type: Figures, resolve: (row) => row.figures }),
    }),
  });
  const Disposition = builder.objectRef<Dashboard['dispositions'][number]>('DashboardDisposition').implement({
    fields: (t) => ({ disposition: t.exposeString('disposition'), count: t.exposeInt('count') }),
  });
  const DashboardRef = builder.objectRef<Dashboard>('Dashboard').implement({
    description: "The brand's contact-centre figures for a date range in a time zone, from the rollups.",
    fields: (t) => ({
      from: t.exposeString('from'),
      to: t.exposeString('to'),
      timeZone: t.exposeString('timeZone'),
      granularity: t.exposeString('granularity'),
      serviceLevelSeconds: t.exposeInt('serviceLevelSeconds'),
      startsAt: t.expose('startsAt', { type: 'DateTime' }),
      endsAt: t.expose('endsAt', { type: 'DateTime' }),
      totals: t.field({ type: Figures, resolve: (dashboard) => dashboard.totals }),
      series: t.field({ type: [Period], resolve: (dashboard) => dashboard.series }),
      byChannel: t.field({ type: [ByChannel], resolve: (dashboard) => dashboard.byChannel }),
      byAgent: t.field({ type: [ByAgent], resolve: (dashboard) => dashboard.byAgent }),
      byQueue: t.field({ type: [ByQueue], resolve: (dashboard) => dashboard.byQueue }),
      dispositions: t.field({ type: [Disposition], resolve: (dashboard) => dashboard.dispositions }),
    }),
  });
  const Input = builder.inputType('DashboardInput', {
    fields: (t) => ({
      from: t.string({ required: true, description: "The first local date, 'YYYY-MM-DD'." }),
      to: t.string({ required: true, description: 'The last local date (included).' }),
      timeZone: t.string({ required: true, description: 'An IANA time zone, e.g. America/New_York.' }),
      granularity: t.string({ description: 'hour, day, week or month; by the range when absent.' }),
      serviceLevelSeconds: t.int({ description: '10, 20 (default), 30, 60 or 120.' }),
      queueSid: t.string(),
      agentId: t.id(),
      channel: t.string(),
      campaignId: t.id(),
      journeyId: t.id(),
    }),
  });

  const ReportTask = builder.objectRef<ReportTasks['items'][number]>('ReportTask').implement({
    description: 'A finished task behind a dashboard figure.',
    fields: (t) => ({
      sid: t.exposeString('sid'),
      channel: t.exposeString('channel'),
      queueName: t.exposeString('queueName'),
      agentId: t.exposeID('agentId', { nullable: true }),
      status: t.exposeString('status'),
      title: t.exposeString('title', { nullable: true }),
      contactName: t.exposeString('contactName', { nullable: true }),
      contactPhone: t.exposeString('contactPhone', { nullable: true }),
      disposition: t.exposeString('disposition', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
      endedAt: t.expose('endedAt', { type: 'DateTime' }),
    }),
  });
  const ReportTasksRef = builder.objectRef<ReportTasks>('ReportTasks').implement({
    fields: (t) => ({
      items: t.field({ type: [ReportTask], resolve: (page) => page.items }),
      total: t.exposeInt('total', { description: 'All the tasks matching; items holds the first 500.' }),
      startsAt: t.expose('startsAt', { type: 'DateTime' }),
      endsAt: t.expose('endsAt', { type: 'DateTime' }),
    }),
  });

  builder.queryFields((t) => ({
    reportingTasks: t.field({
      type: ReportTasksRef,
      description:
        'The finished tasks created in a dashboard period (or its whole range) with its filters: the rows behind the chart.',
      args: { input: t.arg({ type: Input, required: true }), period: t.arg.string() },
      resolve: (_root, args, ctx) => {
        const { brandId } = requireReportViewer(ctx.session);
        const clean = Object.fromEntries(
          Object.entries({ ...args.input, period: args.period }).filter(
            ([, value]) => value !== null && value !== undefined,
          ),
        );
        return listReportTasks(ctx.db, { brandId, input: clean });
      },
    }),
    reportingDashboard: t.field({
      type: DashboardRef,
      description: 'Reporting › Dashboard (issue 15): admins and supervisors of the brand.',
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: (_root, { input }, ctx) => {
        const { brandId } = requireReportViewer(ctx.session);
        const clean = Object.fromEntries(
          Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
        );
        return getDashboard(ctx.db, { brandId, input: clean });
      },
    }),
  }));
}
