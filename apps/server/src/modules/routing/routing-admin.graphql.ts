import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { createQueue } from './queues/create-queue.ts';
import { deleteQueue } from './queues/delete-queue.ts';
import { updateQueue } from './queues/update-queue.ts';
import { requireRoutingAdmin } from './routing.policy.ts';
import type { routingObjectTypes } from './routing-types.graphql.ts';
import { createRoutingRule } from './rules/create-routing-rule.ts';
import { deleteRoutingRule } from './rules/delete-routing-rule.ts';
import { reorderRoutingRules } from './rules/reorder-routing-rules.ts';
import { updateRoutingRule } from './rules/update-routing-rule.ts';

/** GraphQL leaves an absent optional field out, but a client may send null: both mean "not given". */
function given<T extends Record<string, unknown>>(input: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}

// Queue and routing-rule settings: admins and supervisors (docs/routing-contract.md "Mutations").
// Inputs are checked by the core's zod schemas; a failure names the field (e.g. conditions.0.value).
export function registerRoutingAdminGraphql(
  builder: Builder,
  types: ReturnType<typeof routingObjectTypes>,
): void {
  const QueueInput = builder.inputType('QueueInput', {
    fields: (t) => ({
      friendlyName: t.string({ required: true }),
      transferEligible: t.boolean(),
      requiredSkills: t.stringList(),
      reservationTimeoutSeconds: t.int(),
      isDefault: t.boolean(),
    }),
  });
  const QueuePatchInput = builder.inputType('QueuePatchInput', {
    fields: (t) => ({
      friendlyName: t.string(),
      transferEligible: t.boolean(),
      requiredSkills: t.stringList(),
      reservationTimeoutSeconds: t.int(),
      isDefault: t.boolean(),
    }),
  });
  const ConditionInput = builder.inputType('RoutingConditionInput', {
    fields: (t) => ({
      attribute: t.string({ required: true }),
      operator: t.string({ required: true, description: 'equals, notEquals, contains, in or exists' }),
      value: t.field({ type: 'JSON' }),
    }),
  });
  const RuleInput = builder.inputType('RoutingRuleInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      enabled: t.boolean(),
      match: t.string({ description: 'all (default) or any' }),
      conditions: t.field({ type: [ConditionInput] }),
      queueSid: t.string({ required: true }),
      priority: t.int(),
    }),
  });
  const RulePatchInput = builder.inputType('RoutingRulePatchInput', {
    fields: (t) => ({
      name: t.string(),
      enabled: t.boolean(),
      match: t.string(),
      conditions: t.field({ type: [ConditionInput] }),
      queueSid: t.string(),
      priority: t.int({ description: 'null clears it' }),
    }),
  });

  builder.mutationField('createQueue', (t) =>
    t.field({
      type: types.Queue,
      args: { input: t.arg({ type: QueueInput, required: true }) },
      resolve: (_root, args, ctx) => {
        const session = requireRoutingAdmin(ctx.session);
        return createQueue(ctx.db, { brandId: session.brandId, input: given(args.input) });
      },
    }),
  );
  builder.mutationField('updateQueue', (t) =>
    t.field({
      type: types.Queue,
      args: { sid: t.arg.id({ required: true }), input: t.arg({ type: QueuePatchInput, required: true }) },
      resolve: (_root, args, ctx) => {
        const session = requireRoutingAdmin(ctx.session);
        return updateQueue(ctx.db, {
          brandId: session.brandId,
          sid: String(args.sid),
          input: given(args.input),
        });
      },
    }),
  );
  builder.mutationField('deleteQueue', (t) =>
    t.field({
      type: 'Boolean',
      args: { sid: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const session = requireRoutingAdmin(ctx.session);
        return (await deleteQueue(ctx.db, { brandId: session.brandId, sid: String(args.sid) })).success;
      },
    }),
  );
  builder.mutationField('createRoutingRule', (t) =>
    t.field({
      type: types.RoutingRule,
      args: { input: t.arg({ type: RuleInput, required: true }) },
      resolve: (_root, args, ctx) => {
        const session = requireRoutingAdmin(ctx.session);
        return createRoutingRule(ctx.db, {
          brandId: session.brandId,
          input: { ...given(args.input), priority: args.input.priority ?? null },
        });
      },
    }),
  );
  builder.mutationField('updateRoutingRule', (t) =>
    t.field({
      type: types.RoutingRule,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: RulePatchInput, required: true }) },
      resolve: (_root, args, ctx) => {
        const session = requireRoutingAdmin(ctx.session);
        const input = {
          ...given(args.input),
          // An explicit null clears the rule's priority; an absent one keeps it.
          ...(args.input.priority === null ? { priority: null } : {}),
        };
        return updateRoutingRule(ctx.db, { brandId: session.brandId, id: idArg(args.id), input });
      },
    }),
  );
  builder.mutationField('deleteRoutingRule', (t) =>
    t.field({
      type: 'Boolean',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const session = requireRoutingAdmin(ctx.session);
        return (await deleteRoutingRule(ctx.db, { brandId: session.brandId, id: idArg(args.id) })).success;
      },
    }),
  );
  builder.mutationField('reorderRoutingRules', (t) =>
    t.field({
      type: [types.RoutingRule],
      args: { ids: t.arg.idList({ required: true }) },
      resolve: (_root, args, ctx) => {
        const session = requireRoutingAdmin(ctx.session);
        return reorderRoutingRules(ctx.db, { brandId: session.brandId, ids: args.ids.map(String) });
      },
    }),
  );
}
