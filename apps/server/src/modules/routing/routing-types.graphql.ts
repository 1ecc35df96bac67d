import type { QueueTaskCounts, TaskCounts } from '@parley/core/routing/open-tasks';
import type { Builder } from '../../platform/graphql/builder.ts';
import type { QueueView } from './queues/list-queues.ts';
import type { ReservationView } from './reservations/reservation-view.ts';
import type { RoutingRuleView } from './rules/list-routing-rules.ts';
import type { DailyStats } from './stats/get-daily-stats.ts';
import type { RecentTaskFilterOptions } from './tasks/get-recent-task-filters.ts';
import type { RecentTaskView } from './tasks/list-recent-tasks.ts';
import type { AgentView } from './workers/agent-view.ts';

// The routing module's GraphQL object types (docs/routing-contract.md "GraphQL"). Thin: each exposes
// a view a use-case already shaped.

export function routingObjectTypes(builder: Builder) {
  const Reservation = builder.objectRef<ReservationView>('Reservation').implement({
    description: 'One offer of one task to one agent (spec 001 §3). Dates are ISO strings.',
    fields: (t) => ({
      sid: t.exposeString('sid'),
      reservationSid: t.exposeString('reservationSid'),
      taskSid: t.exposeString('taskSid'),
      status: t.exposeString('status'),
      taskStatus: t.exposeString('taskStatus', {
        description: 'pending, reserved, assigned (accepted), wrapping, completed or canceled',
      }),
      attributes: t.expose('attributes', { type: 'JSON' }),
      priority: t.exposeInt('priority'),
      queueName: t.exposeString('queueName'),
      queueSid: t.exposeString('queueSid'),
      taskChannelUniqueName: t.exposeString('taskChannelUniqueName'),
      channelType: t.exposeString('channelType'),
      workflowName: t.exposeString('workflowName'),
      createdDate: t.exposeString('createdDate'),
      reservationAcceptedAt: t.exposeString('reservationAcceptedAt', { nullable: true }),
      workerSid: t.exposeString('workerSid'),
      timeoutAt: t.exposeString('timeoutAt', { nullable: true }),
    }),
  });

  const AgentSkill = builder.objectRef<{ name: string }>('RoutingAgentSkill').implement({
    fields: (t) => ({ name: t.exposeString('name') }),
  });
  const AgentTeam = builder.objectRef<{ id: string; name: string }>('RoutingAgentTeam').implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });
  const Agent = builder.objectRef<AgentView>('RoutingAgent').implement({
    description: 'An agent as routing sees it (spec 001 §3 Agent): findAllAgents, agents.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      email: t.exposeString('email'),
      twilioSid: t.exposeString('twilioSid'),
      workerSid: t.exposeString('workerSid'),
      twilioContactUri: t.exposeString('twilioContactUri'),
      isAvailable: t.exposeBoolean('isAvailable'),
      status: t.exposeString('status'),
      conferenceStatus: t.exposeString('conferenceStatus'),
      onActiveCall: t.exposeBoolean('onActiveCall', {
        description: 'Holds an accepted call task (spec 000 §3 Agent.onActiveCall)',
      }),
      isAiAgent: t.exposeBoolean('isAiAgent'),
      skills: t.field({ type: [AgentSkill], resolve: (agent) => agent.skills }),
      teams: t.field({ type: [AgentTeam], resolve: (agent) => agent.teams }),
      reservations: t.field({ type: [Reservation], resolve: (agent) => agent.reservations }),
      twilioStatusChangedAt: t.expose('twilioStatusChangedAt', { type: 'DateTime' }),
      userType: t.exposeString('userType'),
      channelCapacity: t.expose('channelCapacity', { type: 'JSON' }),
      deactivated: t.exposeBoolean('deactivated', { description: 'The account is deactivated' }),
    }),
  });
  const AgentPage = builder
    .objectRef<{ items: AgentView[]; total: number; page: number; size: number }>('AgentPage')
    .implement({
      fields: (t) => ({
        items: t.field({ type: [Agent], resolve: (page) => page.items }),
        total: t.exposeInt('total'),
        page: t.exposeInt('page'),
        size: t.exposeInt('size'),
      }),
    });

  const Queue = builder.objectRef<QueueView>('Queue').implement({
    fields: (t) => ({
      sid: t.exposeID('sid'),
      friendlyName: t.exposeString('friendlyName'),
      transferEligible: t.exposeBoolean('transferEligible'),
      requiredSkills: t.exposeStringList('requiredSkills'),
      reservationTimeoutSeconds: t.exposeInt('reservationTimeoutSeconds'),
      isDefault: t.exposeBoolean('isDefault'),
      waitingCount: t.exposeInt('waitingCount'),
      offeredCount: t.exposeInt('offeredCount'),
    }),
  });

  const Condition = builder.objectRef<RoutingRuleView['conditions'][number]>('RoutingCondition').implement({
    fields: (t) => ({
      attribute: t.exposeString('attribute'),
      operator: t.exposeString('operator'),
      value: t.field({ type: 'JSON', nullable: true, resolve: (condition) => condition.value ?? null }),
    }),
  });
  const RoutingRule = builder.objectRef<RoutingRuleView>('RoutingRule').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      position: t.exposeInt('position'),
      enabled: t.exposeBoolean('enabled'),
      match: t.exposeString('match'),
      conditions: t.field({ type: [Condition], resolve: (rule) => rule.conditions }),
      queueSid: t.exposeString('queueSid'),
      queueName: t.exposeString('queueName'),
      priority: t.exposeInt('priority', { nullable: true }),
    }),
  });

  const DailyStatsRef = builder.objectRef<DailyStats>('DailyStats').implement({
    description: "The agent's tasks completed today (UTC) per channel, and the targets (spec 001 §9).",
    fields: (t) => ({
      smsCount: t.exposeInt('smsCount'),
      callCount: t.exposeInt('callCount'),
      customCount: t.exposeInt('customCount'),
      emailCount: t.exposeInt('emailCount'),
      reminderCount: t.exposeInt('reminderCount'),
      voicemailCount: t.exposeInt('voicemailCount'),
      targetSms: t.exposeInt('targetSms'),
      targetCall: t.exposeInt('targetCall'),
      targetEmail: t.exposeInt('targetEmail'),
    }),
  });

  const Timestamps = builder.objectRef<RecentTaskView['timestamps']>('RecentTaskTimestamps').implement({
    fields: (t) => ({
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
      wrappedAt: t.expose('wrappedAt', { type: 'DateTime', nullable: true }),
      endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    }),
  });
  const Cancelation = builder
    .objectRef<NonNullable<RecentTaskView['cancelationInfo']>>('RecentTaskCancelation')
    .implement({
      fields: (t) => ({
        reasonId: t.exposeString('reasonId', { nullable: true }),
        canceledBy: t.exposeString('canceledBy', { nullable: true }),
      }),
    });
  const RecentTask = builder.objectRef<RecentTaskView>('RecentTask').implement({
    fields: (t) => ({
      sid: t.exposeString('sid'),
      originalTaskSid: t.exposeString('originalTaskSid', { nullable: true }),
      type: t.exposeString('type'),
      channel: t.exposeString('channel'),
      status: t.exposeString('status'),
      contactPhone: t.exposeString('contactPhone', { nullable: true }),
      contactName: t.exposeString('contactName', { nullable: true }),
      contactExternalId: t.exposeString('contactExternalId', { nullable: true }),
      details: t.exposeString('details', { nullable: true }),
      timestamps: t.field({ type: Timestamps, resolve: (task) => task.timestamps }),
      profileId: t.exposeString('profileId', { nullable: true }),
      recordingUrl: t.exposeString('recordingUrl', { nullable: true }),
      recordingSid: t.exposeString('recordingSid', { nullable: true }),
      transcriptionStatus: t.exposeString('transcriptionStatus', { nullable: true }),
      campaign: t.field({ type: 'JSON', nullable: true, resolve: (task) => task.campaign }),
      cancelationInfo: t.field({
        type: Cancelation,
        nullable: true,
        resolve: (task) => task.cancelationInfo,
      }),
      originalTaskQueueName: t.exposeString('originalTaskQueueName'),
      disposition: t.exposeString('disposition', { nullable: true }),
      notes: t.exposeString('notes', { nullable: true }),
      outcomeId: t.exposeString('outcomeId', { nullable: true }),
      workerSid: t.exposeString('workerSid', { nullable: true }),
      agentName: t.exposeString('agentName', { nullable: true }),
    }),
  });

  const AgentOption = builder
    .objectRef<RecentTaskFilterOptions['targetAgents'][number]>('RecentTaskAgentOption')
    .implement({
      fields: (t) => ({
        workerSid: t.exposeString('workerSid'),
        name: t.exposeString('name'),
        email: t.exposeString('email'),
      }),
    });
  const CampaignOption = builder
    .objectRef<RecentTaskFilterOptions['campaigns'][number]>('RecentTaskCampaignOption')
    .implement({
      fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name', { nullable: true }) }),
    });
  const RecentTaskFilterOptionsRef = builder
    .objectRef<RecentTaskFilterOptions>('RecentTaskFilterOptions')
    .implement({
      fields: (t) => ({
        targetAgents: t.field({ type: [AgentOption], resolve: (options) => options.targetAgents }),
        campaigns: t.field({ type: [CampaignOption], resolve: (options) => options.campaigns }),
        taskTypes: t.exposeStringList('taskTypes'),
        dispositions: t.exposeStringList('dispositions'),
      }),
    });

  const QueueCounts = builder.objectRef<QueueTaskCounts>('QueueTaskCounts').implement({
    fields: (t) => ({
      queueSid: t.exposeID('queueSid'),
      friendlyName: t.exposeString('friendlyName'),
      waiting: t.exposeInt('waiting'),
      offered: t.exposeInt('offered'),
      accepted: t.exposeInt('accepted'),
      wrapping: t.exposeInt('wrapping'),
    }),
  });
  const TaskCountsRef = builder.objectRef<TaskCounts>('TaskCounts').implement({
    fields: (t) => ({
      waiting: t.exposeInt('waiting'),
      offered: t.exposeInt('offered'),
      accepted: t.exposeInt('accepted'),
      wrapping: t.exposeInt('wrapping'),
      completedToday: t.exposeInt('completedToday'),
      canceledToday: t.exposeInt('canceledToday'),
      queues: t.field({ type: [QueueCounts], resolve: (counts) => counts.queues }),
    }),
  });

  return {
    Reservation,
    Agent,
    AgentPage,
    Queue,
    RoutingRule,
    DailyStats: DailyStatsRef,
    RecentTask,
    RecentTaskFilterOptions: RecentTaskFilterOptionsRef,
    TaskCounts: TaskCountsRef,
  };
}
