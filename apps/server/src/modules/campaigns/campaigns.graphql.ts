import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { registerCampaignTypes } from './campaigns-types.graphql.ts';
import { archiveCampaign, pauseCampaign, resumeCampaign, startCampaign } from './change-campaign-state.ts';
import { duplicateCampaign } from './duplicate-campaign.ts';
import { getCampaign } from './get-campaign.ts';
import { listCampaigns, pageCampaigns } from './list-campaigns.ts';
import type { CampaignView } from './present-campaign.ts';
import { renderCampaignTemplate } from './render-campaign-template.ts';
import { createCampaign, updateCampaign } from './save-campaign.ts';

// Campaigns (docs/campaigns.md): admins and supervisors only (campaigns.policy.ts). Thin: each field
// calls one use-case.

function withBrand(session: RequestSession) {
  return (view: CampaignView) => ({ ...view, brandId: session.brandId });
}

export function registerCampaignsGraphql(builder: Builder): void {
  const { Campaign, Input, FilterInput } = registerCampaignTypes(builder);
  type Page = Awaited<ReturnType<typeof pageCampaigns>>;
  const PageRef = builder.objectRef<Page & { brandId: string }>('CampaignPage').implement({
    fields: (t) => ({
      items: t.field({
        type: [Campaign],
        resolve: (page) => page.items.map((item) => ({ ...item, brandId: page.brandId })),
      }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      size: t.exposeInt('size'),
    }),
  });

  builder.queryFields((t) => ({
    campaigns: t.field({
      type: [Campaign],
      description:
        "The brand's campaigns, newest change first (archived ones only when asked for; at most 500).",
      args: { filter: t.arg({ type: FilterInput }) },
      resolve: async (_root, args, ctx) =>
        (await listCampaigns(ctx.db, { session: ctx.session, filter: args.filter })).map(
          withBrand(ctx.session),
        ),
    }),
    getCampaigns: t.field({
      type: PageRef,
      description: 'One page of campaigns (25 by default, at most 100) and the total.',
      args: { filter: t.arg({ type: FilterInput }), page: t.arg.int(), size: t.arg.int() },
      resolve: async (_root, args, ctx) => ({
        ...(await pageCampaigns(ctx.db, { session: ctx.session, ...args })),
        brandId: ctx.session.brandId,
      }),
    }),
    campaign: t.field({
      type: Campaign,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) =>
        withBrand(ctx.session)(await getCampaign(ctx.db, { session: ctx.session, id: idArg(id) })),
    }),
    campaignWithUnhiddenJourneys: t.field({
      type: Campaign,
      description: 'The campaign, for a view that also lists the journeys using it (its `journeys` field).',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) =>
        withBrand(ctx.session)(await getCampaign(ctx.db, { session: ctx.session, id: idArg(id) })),
    }),
    getRenderedSMSCampaignTemplate: t.string({
      description: "An SMS campaign's text with `{{ contact.… }}` filled from templateVariables.contact.",
      args: { campaignId: t.arg.id({ required: true }), templateVariables: t.arg({ type: 'JSON' }) },
      resolve: (_root, args, ctx) =>
        renderCampaignTemplate(ctx.db, {
          session: ctx.session,
          campaignId: idArg(args.campaignId, 'campaignId'),
          templateVariables: args.templateVariables,
        }),
    }),
  }));

  builder.mutationFields((t) => ({
    createCampaign: t.field({
      type: Campaign,
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: async (_root, { input }, ctx) =>
        withBrand(ctx.session)(await createCampaign(ctx.db, { session: ctx.session, input })),
    }),
    updateCampaign: t.field({
      type: Campaign,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: Input, required: true }) },
      resolve: async (_root, { id, input }, ctx) =>
        withBrand(ctx.session)(await updateCampaign(ctx.db, { session: ctx.session, id: idArg(id), input })),
    }),
    duplicateCampaign: t.field({
      type: Campaign,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) =>
        withBrand(ctx.session)(await duplicateCampaign(ctx.db, { session: ctx.session, id: idArg(id) })),
    }),
    startCampaign: t.field({
      type: Campaign,
      description: 'Takes the audience as it is now and starts sending (or waits for startAt).',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) =>
        withBrand(ctx.session)(
          await startCampaign(ctx.db, { session: ctx.session, id: idArg(id), bus: ctx.bus }),
        ),
    }),
    pauseCampaign: t.field({
      type: Campaign,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) =>
        withBrand(ctx.session)(
          await pauseCampaign(ctx.db, { session: ctx.session, id: idArg(id), bus: ctx.bus }),
        ),
    }),
    resumeCampaign: t.field({
      type: Campaign,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) =>
        withBrand(ctx.session)(
          await resumeCampaign(ctx.db, { session: ctx.session, id: idArg(id), bus: ctx.bus }),
        ),
    }),
    archiveCampaign: t.field({
      type: Campaign,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, { id }, ctx) =>
        withBrand(ctx.session)(
          await archiveCampaign(ctx.db, { session: ctx.session, id: idArg(id), bus: ctx.bus }),
        ),
    }),
  }));
}
