import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { requireSettingsManager } from '../../platform/http/guards.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { publishAdminSettingsUpdated } from './admin-settings-events.ts';
import { type BrandStatus, listBrandStatuses } from './brand-statuses.ts';
import { createBrandStatus } from './create-brand-status.ts';
import { deleteBrandStatus } from './delete-brand-status.ts';
import { reorderBrandStatuses } from './reorder-brand-statuses.ts';
import type { StatusHolder, StatusHolders } from './status-holders.ts';
import { updateBrandStatus } from './update-brand-status.ts';

/** After a change: agents whose status was renamed or moved hear of it, desktops reload the brand. */
async function announce(
  bus: EventBus,
  brandId: string,
  affected: readonly StatusHolder[],
  available: boolean,
): Promise<void> {
  for (const user of affected) {
    await bus.publish({
      brandId,
      name: 'agent.statusUpdated',
      data: {
        userId: user.userId,
        workerSid: user.workerSid,
        status: user.status,
        available,
        statusChangedAt: user.statusChangedAt.toISOString(),
      },
    });
  }
  await publishAdminSettingsUpdated(bus, { brandId, section: 'agentStatuses' });
}

// Brand.availableStatuses (spec 000 §3) as Settings edits them: admins and supervisors only.
export function registerStatusesGraphql(builder: Builder, holders: StatusHolders): void {
  const BrandStatusRef = builder.objectRef<BrandStatus>('BrandStatus').implement({
    description: 'An agent status of the brand (Brand.availableStatuses), in the admin’s order.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      available: t.exposeBoolean('available'),
      activitySid: t.exposeString('activitySid'),
      position: t.exposeInt('position'),
    }),
  });
  const BrandStatusInput = builder.inputType('BrandStatusInput', {
    fields: (t) => ({ name: t.string({ required: true }), available: t.boolean({ required: true }) }),
  });
  const UpdateBrandStatusInput = builder.inputType('UpdateBrandStatusInput', {
    fields: (t) => ({ name: t.string(), available: t.boolean() }),
  });

  builder.queryField('brandStatuses', (t) =>
    t.field({
      type: [BrandStatusRef],
      resolve: (_root, _args, ctx) => listBrandStatuses(ctx.db, requireSettingsManager(ctx.session).brandId),
    }),
  );

  builder.mutationFields((t) => ({
    createBrandStatus: t.field({
      type: BrandStatusRef,
      args: { input: t.arg({ type: BrandStatusInput, required: true }) },
      resolve: async (_root, { input }, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        const status = await createBrandStatus(ctx.db, { brandId, input });
        await announce(ctx.bus, brandId, [], status.available);
        return status;
      },
    }),
    updateBrandStatus: t.field({
      type: BrandStatusRef,
      args: {
        id: t.arg.id({ required: true }),
        input: t.arg({ type: UpdateBrandStatusInput, required: true }),
      },
      resolve: async (_root, { id, input }, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        const { status, affectedUsers } = await updateBrandStatus(ctx.db, {
          brandId,
          statusId: idArg(id),
          input: { name: input.name ?? undefined, available: input.available ?? undefined },
          holders,
        });
        await announce(ctx.bus, brandId, affectedUsers, status.available);
        return status;
      },
    }),
    deleteBrandStatus: t.id({
      description: 'Agents in the status move to the first remaining non-available status (spec 000 §4).',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        const deleted = await deleteBrandStatus(ctx.db, { brandId, statusId: idArg(id), holders });
        await announce(ctx.bus, brandId, deleted.affectedUsers, false);
        return deleted.id;
      },
    }),
    reorderBrandStatuses: t.field({
      type: [BrandStatusRef],
      args: { ids: t.arg.idList({ required: true }) },
      resolve: async (_root, { ids }, ctx) => {
        const { brandId } = requireSettingsManager(ctx.session);
        const statuses = await reorderBrandStatuses(ctx.db, { brandId, input: { ids: ids.map(String) } });
        await announce(ctx.bus, brandId, [], true);
        return statuses;
      },
    }),
  }));
}
