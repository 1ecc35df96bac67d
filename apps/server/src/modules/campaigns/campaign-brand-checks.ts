import type { CampaignInput } from '@parley/core/campaigns/campaign-input';
import { CAMPAIGN_INPUT_TEXTS } from '@parley/core/campaigns/campaign-input';
import { templateProblem } from '@parley/core/journeys/template-fields';
import { templateFieldPaths } from '@parley/core/journeys/templates';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findSavedView } from '../contact-lists/saved-view-store.ts';
import { getEventSchema } from '../events/get-event-schema.ts';
import { ATTRIBUTES_EVENT_NAME, ATTRIBUTES_EVENT_TYPE } from '../events/learn-event-schema.ts';
import { assertBrandFromNumber } from '../phone-numbers/assert-brand-from-number.ts';
import { listQueues } from '../routing/queues/list-queues.ts';
import { findSegment } from '../segments/segment-store.ts';
import { getUserProfile } from '../users/get-user-profile.ts';
import { findVoicemailDrop } from '../voicemail-drops/find-voicemail-drop.ts';

// The checks of a campaign that need the brand (issue 14 "Bad input"): its segments and contact lists,
// its numbers, its queues, its voicemail drops, the `{{ }}` fields its contacts have, and the
// calls-to-agents ratio limit. Each refusal is a 400 naming the field as the API takes it.

export const CAMPAIGN_BRAND_TEXTS = {
  segmentNotFound: 'is not a segment of this brand',
  contactListNotFound: 'is not a contact list of this brand',
  queueNotFound: 'is not a queue of this brand',
  recordingNotFound: 'is not a voicemail drop of this brand',
  noEventFields: (path: string) => `cannot use {{ ${path} }}: a campaign has no triggering event`,
} as const;

const uuid = z.string().uuid();

function refuse(field: string, reason: string): never {
  throw new AppError('validation_failed', `${field} ${reason}`, { field });
}

async function checkAudience(db: DbExecutor, brandId: string, input: CampaignInput): Promise<void> {
  for (const [index, id] of input.audience.segmentIds.entries()) {
    const found = uuid.safeParse(id).success && (await findSegment(db, { brandId, id }));
    if (!found) refuse(`audience.segmentIds.${index}`, CAMPAIGN_BRAND_TEXTS.segmentNotFound);
  }
  for (const [index, id] of input.audience.contactListIds.entries()) {
    const found = uuid.safeParse(id).success && (await findSavedView(db, { brandId, id }));
    if (!found) refuse(`audience.contactListIds.${index}`, CAMPAIGN_BRAND_TEXTS.contactListNotFound);
  }
}

/** The contact fields a campaign text may use: the built-in ones and the brand's learned attributes. */
export async function brandContactFields(db: DbExecutor, brandId: string): Promise<string[]> {
  const attributes = await getEventSchema(db, {
    brandId,
    eventType: ATTRIBUTES_EVENT_TYPE,
    eventName: ATTRIBUTES_EVENT_NAME,
    editable: false,
  });
  return attributes.map((item) => item.fieldName);
}

async function checkRecording(db: DbExecutor, brandId: string, id: string, field: string): Promise<void> {
  const found = uuid.safeParse(id).success && (await findVoicemailDrop(db, { brandId, id }));
  if (!found) refuse(field, CAMPAIGN_BRAND_TEXTS.recordingNotFound);
}

/** Every brand check of a parsed campaign input; `userId` is the saver (their ratio limit applies). */
export async function checkCampaignAgainstBrand(
  db: DbExecutor,
  options: { brandId: string; userId: string; input: CampaignInput },
): Promise<void> {
  const { brandId, input } = options;
  await checkAudience(db, brandId, input);
  if (input.sms) {
    await assertBrandFromNumber(db, {
      brandId,
      phoneNumber: input.sms.fromNumber,
      channel: 'sms',
      field: 'sms.fromNumber',
    });
    const eventField = templateFieldPaths(input.sms.content).find((field) => field.root === 'event');
    if (eventField) refuse('sms.content', CAMPAIGN_BRAND_TEXTS.noEventFields(eventField.path));
    const problem = templateProblem(input.sms.content, {
      contactFields: await brandContactFields(db, brandId),
      eventFields: [],
    });
    // "Unknown field {{ contact.x }}." reads after the field's name: "sms.content has an unknown …".
    if (problem) refuse('sms.content', `is not valid: ${problem}`);
  }
  const call = input.phoneCall;
  if (call) {
    await assertBrandFromNumber(db, {
      brandId,
      phoneNumber: call.fromNumber,
      channel: 'voice',
      field: 'phoneCall.fromNumber',
    });
    const queues = await listQueues(db, { brandId });
    if (!queues.some((queue) => queue.sid === call.targetQueueSid))
      refuse('phoneCall.targetQueueSid', CAMPAIGN_BRAND_TEXTS.queueNotFound);
    for (const [index, id] of call.recordingIds.entries())
      await checkRecording(db, brandId, id, `phoneCall.recordingIds.${index}`);
    if (call.defaultVoicemailId)
      await checkRecording(db, brandId, call.defaultVoicemailId, 'phoneCall.defaultVoicemailId');
    const { featureFlags } = await getUserProfile(db, { brandId, userId: options.userId });
    const limit = featureFlags.callsAgentsRatioLimit;
    if (call.predictiveCallAgentRatioCeiling > limit)
      refuse('phoneCall.predictiveCallAgentRatioCeiling', CAMPAIGN_INPUT_TEXTS.ratioAboveBrandLimit(limit));
  }
}
