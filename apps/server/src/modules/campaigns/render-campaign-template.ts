import { renderTemplate } from '@parley/core/journeys/templates';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { requireCampaign } from './campaign-store.ts';
import { requireCampaignManager } from './campaigns.policy.ts';

// getRenderedSMSCampaignTemplate (spec 001 §7: campaignId, templateVariables.contact): the campaign's
// text with its `{{ contact.… }}` fields filled from the given values, as the contact would read it
// (the editor's preview; the sender renders the same way from the contact's profile).

export const RENDER_TEXTS = { notSms: 'is not an SMS campaign' } as const;

const variablesSchema = z
  .object({ contact: z.record(z.string(), z.unknown()).nullish() }, { message: 'must be an object' })
  .nullish();

export async function renderCampaignTemplate(
  db: DbExecutor,
  options: { session: RequestSession; campaignId: string; templateVariables: unknown },
): Promise<string> {
  const { brandId } = requireCampaignManager(options.session);
  const variables = z.object({ templateVariables: variablesSchema }).parse({
    templateVariables: options.templateVariables,
  }).templateVariables;
  const campaign = await requireCampaign(db, { brandId, id: options.campaignId });
  if (campaign.settings.messageType !== 'sms')
    throw new AppError('validation_failed', `campaignId ${RENDER_TEXTS.notSms}`, { field: 'campaignId' });
  return renderTemplate(campaign.settings.sms.content, { contact: variables?.contact ?? {}, event: null });
}
