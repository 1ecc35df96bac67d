import { isPrivileged } from '@parley/core/auth/roles';
import type { Builder } from '../../../platform/graphql/builder.ts';
import { listOpenTasks, type OpenTaskPage, type OpenTaskView } from './list-open-tasks.ts';
import { registerTaskManagerActionsGraphql } from './task-manager-actions.graphql.ts';

// GraphQL openTasks (docs/routing.md "GraphQL"): the Tasks page. Thin: the policy, then the use-case;
// its zod input names a bad field (filter.status, size). Admins and supervisors read every open task
// of the brand; anyone else (an agent: spec 000 §9 gives everyone the `tasks` flag) their own.
export function registerOpenTasksGraphql(builder: Builder): void {
  const OpenTaskAgent = builder.objectRef<NonNullable<OpenTaskView['agent']>>('OpenTaskAgent').implement({
    fields: (t) => ({
      workerSid: t.exposeString('workerSid'),
      name: t.exposeString('name'),
      email: t.exposeString('email'),
    }),
  });
  const OpenTask = builder.objectRef<OpenTaskView>('OpenTask').implement({
    description: 'A task that is not finished: waiting in its queue, offered, accepted or wrapping.',
    fields: (t) => ({
      sid: t.exposeString('sid'),
      state: t.exposeString('state', { description: 'waiting, offered, accepted or wrapping' }),
      taskStatus: t.exposeString('taskStatus', { description: 'spec 000 §4: pending, accepted or wrapping' }),
      channel: t.exposeString('channel'),
      priority: t.exposeInt('priority'),
      queueSid: t.exposeString('queueSid'),
      queueName: t.exposeString('queueName'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      ageSeconds: t.exposeInt('ageSeconds', { description: 'Seconds since creation when the list was read' }),
      title: t.exposeString('title', { nullable: true }),
      contactName: t.exposeString('contactName', { nullable: true }),
      contactPhone: t.exposeString('contactPhone', { nullable: true }),
      attributes: t.expose('attributes', { type: 'JSON' }),
      reservationSid: t.exposeString('reservationSid', { nullable: true }),
      agent: t.field({
        type: OpenTaskAgent,
        nullable: true,
        description: 'The agent offered or holding the task; null while it waits',
        resolve: (task) => task.agent,
      }),
    }),
  });
  const OpenTaskPageRef = builder.objectRef<OpenTaskPage>('OpenTaskPage').implement({
    fields: (t) => ({
      items: t.field({ type: [OpenTask], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      size: t.exposeInt('size'),
    }),
  });
  const OpenTasksFilter = builder.inputType('OpenTasksFilterInput', {
    fields: (t) => ({
      queueSid: t.string(),
      status: t.string({
        description: 'waiting, offered, accepted, wrapping, or pending (waiting and offered)',
      }),
      channel: t.string({ description: 'A task channel of spec 000 §4 (sms, voice, email, custom-tasks …)' }),
    }),
  });

  builder.queryField('openTasks', (t) =>
    t.field({
      type: OpenTaskPageRef,
      description:
        'Open tasks in offer order (priority desc, then oldest first): every one of the brand for admins and supervisors, the caller’s own (offered to or held by them) for agents.',
      args: {
        filter: t.arg({ type: OpenTasksFilter }),
        page: t.arg.int({ description: 'From 0' }),
        size: t.arg.int({ description: 'At most 200 (default 50)' }),
      },
      resolve: (_root, args, ctx) => {
        const { session } = ctx;
        const agentUserId = isPrivileged(session.roles) ? undefined : session.userId;
        return listOpenTasks(ctx.db, { brandId: session.brandId, input: args, agentUserId });
      },
    }),
  );
  registerTaskManagerActionsGraphql(builder);
}
