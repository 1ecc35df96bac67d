import type { Builder } from '../../../platform/graphql/builder.ts';
import { getBrandReassignReasons } from '../../brands/get-brand-reassign-reasons.ts';
import { actorOf, requireRoutingAdmin } from '../routing.policy.ts';
import { assignTask } from './assign-task.ts';
import { cancelOpenTask } from './cancel-open-task.ts';

// Manager actions on the Tasks page (issue 17 item 4, docs/routing.md "Manager actions"): admins and
// supervisors cancel a waiting or offered task, or offer it to the agent they choose. Thin: the
// policy, then one use-case.
export function registerTaskManagerActionsGraphql(builder: Builder): void {
  builder.queryField('reassignReasons', (t) =>
    t.field({
      type: ['String'],
      description: 'spec 000 §3 Brand.reassignReasons: what a manager picks from when assigning a task.',
      resolve: (_root, _args, ctx) => {
        const session = requireRoutingAdmin(ctx.session);
        return getBrandReassignReasons(ctx.db, session.brandId);
      },
    }),
  );
  builder.mutationField('cancelOpenTask', (t) =>
    t.field({
      type: 'Boolean',
      description: 'Cancels a waiting or offered task (an offer is rescinded). Admins and supervisors.',
      args: {
        taskSid: t.arg.string({ required: true }),
        cancellationReasonId: t.arg.string({ required: true }),
      },
      resolve: async (_root, args, ctx) => {
        const session = requireRoutingAdmin(ctx.session);
        const result = await cancelOpenTask(ctx.db, ctx.bus, {
          ...args,
          brandId: session.brandId,
          actor: actorOf(session),
        });
        return result.success;
      },
    }),
  );
  builder.mutationField('assignTask', (t) =>
    t.field({
      type: 'Boolean',
      description:
        'Offers a waiting or offered task to one available agent with free capacity, whatever the queue would pick. Admins and supervisors.',
      args: {
        taskSid: t.arg.string({ required: true }),
        workerSid: t.arg.string({ required: true }),
        reason: t.arg.string({ description: 'One of reassignReasons when the brand lists any' }),
      },
      resolve: async (_root, args, ctx) => {
        const session = requireRoutingAdmin(ctx.session);
        const result = await assignTask(ctx.db, ctx.bus, {
          ...args,
          brandId: session.brandId,
          actor: actorOf(session),
        });
        return result.success;
      },
    }),
  );
}
