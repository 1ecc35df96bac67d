import { deferralFor } from '@parley/core/campaigns/campaign-deferral';
import type { SmsCampaignSettings } from '@parley/core/campaigns/campaign-model';
import { renderTemplate } from '@parley/core/journeys/templates';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { DbExecutor } from '../../platform/db/database.ts';
import { checkOutbound } from '../compliance/check-outbound.ts';
import { type ContactProfile, loadProfilesByContactIds } from '../contacts/contact-profile.ts';
import { contactSubscriptions } from '../contacts/contact-subscriptions.ts';
import { contactTemplateValues } from '../contacts/contact-template-values.ts';
import { type PlatformEvent, recordPlatformEvents } from '../events/record-platform-events.ts';
import { tryLockCampaignPass } from './campaign-pass-lock.ts';
import { campaigns, campaignTargets } from './campaigns.tables.ts';
import { type BatchOutcome, recordRefusal, writeTarget } from './target-writes.ts';

// Sends one batch of an SMS campaign's due texts (docs/campaigns.md "Sending"), in one transaction: the
// due targets claimed in list order (locked, skipping any another sender holds), each contact read
// now, judged by their subscription and by the outbound gate (which logs every decision), the text
// filled and handed to the carrier, the target written, and sms.sent published. The simulator records
// the send in this transaction, so a crash either sends and records a text, or neither: none is lost
// or sent twice. A campaign paused meanwhile sends nothing (its row is read under a share lock that a
// pause waits for).

export type CampaignTextBatch = {
  brandId: string;
  campaignId: string;
  /** Most texts to claim. */
  limit: number;
  now: Date;
};

type Target = { contactId: string };

const NOTHING: BatchOutcome = { sent: 0, skipped: 0, deferred: 0, remaining: false };

async function lockRunningCampaign(tx: DbExecutor, batch: CampaignTextBatch) {
  if (!(await tryLockCampaignPass(tx, batch.campaignId))) return null;
  const [row] = await tx
    .select({
      state: campaigns.state,
      messageType: campaigns.messageType,
      settings: campaigns.settings,
      bypassOptIn: campaigns.bypassOptIn,
    })
    .from(campaigns)
    .where(and(eq(campaigns.brandId, batch.brandId), eq(campaigns.id, batch.campaignId)))
    .for('share');
  if (row?.state !== 'active' || row.messageType !== 'sms') return null;
  return { settings: row.settings as SmsCampaignSettings, bypassOptIn: row.bypassOptIn };
}

async function claimDueTargets(tx: DbExecutor, batch: CampaignTextBatch): Promise<Target[]> {
  return tx
    .select({ contactId: campaignTargets.contactId })
    .from(campaignTargets)
    .where(
      and(
        eq(campaignTargets.campaignId, batch.campaignId),
        eq(campaignTargets.state, 'pending'),
        lte(campaignTargets.nextAttemptAt, batch.now),
      ),
    )
    .orderBy(asc(campaignTargets.nextAttemptAt), asc(campaignTargets.position))
    .limit(batch.limit)
    .for('update', { skipLocked: true });
}

async function hasPendingTargets(tx: DbExecutor, brandId: string, campaignId: string): Promise<boolean> {
  const rows = await tx
    .select({ contactId: campaignTargets.contactId })
    .from(campaignTargets)
    .where(
      and(
        eq(campaignTargets.brandId, brandId),
        eq(campaignTargets.campaignId, campaignId),
        eq(campaignTargets.state, 'pending'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

type Judged =
  | { kind: 'skip'; reason: string; detail: string | null; phoneNumber: string | null }
  | { kind: 'defer'; reason: string; detail: string; afterMs: number; phoneNumber: string }
  | { kind: 'send'; phoneNumber: string };

async function judge(
  tx: DbExecutor,
  batch: CampaignTextBatch,
  profile: ContactProfile | undefined,
  bypassOptIn: boolean,
): Promise<Judged> {
  if (!profile) return { kind: 'skip', reason: 'contact_deleted', detail: null, phoneNumber: null };
  const phoneNumber = profile.contactPhone;
  if (!phoneNumber) return { kind: 'skip', reason: 'no_phone', detail: null, phoneNumber: null };
  if (!bypassOptIn && !contactSubscriptions(profile).sms)
    return { kind: 'skip', reason: 'not_subscribed', detail: null, phoneNumber };
  const checked = await checkOutbound(tx, {
    brandId: batch.brandId,
    channel: 'sms',
    phoneNumber,
    profileId: profile.profileId,
    source: 'campaign',
    campaignId: batch.campaignId,
    now: batch.now,
  });
  if (checked.allowed) return { kind: 'send', phoneNumber };
  const afterMs = deferralFor(checked.reason);
  if (afterMs === null) return { kind: 'skip', reason: checked.reason, detail: checked.detail, phoneNumber };
  return { kind: 'defer', reason: checked.reason, detail: checked.detail, afterMs, phoneNumber };
}

/** One batch of the campaign's due texts; nothing when the campaign is not an active SMS campaign. */
export async function sendCampaignTexts(
  deps: { db: DbExecutor; carrier: Carrier },
  batch: CampaignTextBatch,
): Promise<BatchOutcome> {
  return deps.db.transaction(async (tx) => {
    const campaign = await lockRunningCampaign(tx, batch);
    if (!campaign) return NOTHING;
    const targets = await claimDueTargets(tx, batch);
    const profiles = new Map(
      (
        await loadProfilesByContactIds(tx, {
          brandId: batch.brandId,
          contactIds: targets.map((target) => target.contactId),
        })
      ).map((profile) => [profile.contactId, profile]),
    );
    const outcome: BatchOutcome = { sent: 0, skipped: 0, deferred: 0, remaining: false };
    const events: PlatformEvent[] = [];
    const { sms } = { sms: campaign.settings };
    for (const target of targets) {
      const profile = profiles.get(target.contactId);
      const judged = await judge(tx, batch, profile, campaign.bypassOptIn);
      if (judged.kind === 'skip' || judged.kind === 'defer') {
        await recordRefusal(tx, batch, target.contactId, judged, outcome);
        continue;
      }
      if (!profile) continue;
      const body = renderTemplate(sms.content, { contact: contactTemplateValues(profile), event: null });
      const sent = await deps.carrier.sendSms(tx, {
        brandId: batch.brandId,
        from: sms.fromNumber,
        to: judged.phoneNumber,
        body,
        ...(sms.mediaUrl ? { mediaUrl: sms.mediaUrl } : {}),
      });
      outcome.sent += 1;
      await writeTarget(tx, batch, target.contactId, {
        state: sent.status === 'failed' ? 'failed' : 'sent',
        attempts: sql`${campaignTargets.attempts} + 1`,
        reason: sent.status === 'failed' ? 'carrier_failed' : null,
        detail: null,
        phoneNumber: judged.phoneNumber,
        carrierSid: sent.carrierSid,
        deliveryStatus: sent.status,
        reachedAt: batch.now,
      });
      events.push({
        contactId: target.contactId,
        name: sent.status === 'failed' ? 'sms.failed' : 'sms.sent',
        properties: {
          from: sms.fromNumber,
          to: judged.phoneNumber,
          body,
          deliveryStatus: sent.status,
          campaignId: batch.campaignId,
        },
      });
    }
    await recordPlatformEvents(tx, { brandId: batch.brandId, events, now: batch.now });
    outcome.remaining =
      targets.length === batch.limit || (await hasPendingTargets(tx, batch.brandId, batch.campaignId));
    return outcome;
  });
}
