import { and, eq, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { campaignTargets } from './campaigns.tables.ts';

// How a campaign's senders write its targets: one target's change, and the contacts it may not reach
// now. A contact a campaign may not reach now (docs/campaigns.md "Sending texts", "Calls"): skipped for
// good with the reason (no phone, not subscribed, do-not-call, opted out…), or deferred (outside the
// hours, a holiday, a limit…) until `afterMs` from now. The text sender and both dialers record them
// the same way.

export type BatchOutcome = {
  /** Texts handed to the carrier (sent or failed): what the send rate counts. */
  sent: number;
  skipped: number;
  deferred: number;
  /** Targets still due or waiting after this batch. */
  remaining: boolean;
};

type TargetInsert = typeof campaignTargets.$inferInsert;
type TargetUpdate = { [K in keyof TargetInsert]?: TargetInsert[K] | SQL };

/** Writes one target of the batch's campaign. */
export async function writeTarget(
  tx: DbExecutor,
  batch: { brandId: string; campaignId: string; now: Date },
  contactId: string,
  set: TargetUpdate,
) {
  await tx
    .update(campaignTargets)
    .set({ ...set, updatedAt: batch.now })
    .where(
      and(
        eq(campaignTargets.brandId, batch.brandId),
        eq(campaignTargets.campaignId, batch.campaignId),
        eq(campaignTargets.contactId, contactId),
      ),
    );
}

export type Refusal =
  | { kind: 'skip'; reason: string; detail: string | null; phoneNumber: string | null }
  | { kind: 'defer'; reason: string; detail: string; afterMs: number; phoneNumber: string };

/** Writes the refusal on the contact's target and counts it in the batch's outcome. */
export async function recordRefusal(
  tx: DbExecutor,
  batch: { brandId: string; campaignId: string; now: Date },
  contactId: string,
  refusal: Refusal,
  outcome: Pick<BatchOutcome, 'skipped' | 'deferred'>,
): Promise<void> {
  if (refusal.kind === 'skip') {
    outcome.skipped += 1;
    await writeTarget(tx, batch, contactId, {
      state: 'skipped',
      reason: refusal.reason,
      detail: refusal.detail,
      phoneNumber: refusal.phoneNumber,
    });
    return;
  }
  outcome.deferred += 1;
  await writeTarget(tx, batch, contactId, {
    reason: refusal.reason,
    detail: refusal.detail,
    phoneNumber: refusal.phoneNumber,
    nextAttemptAt: new Date(batch.now.getTime() + refusal.afterMs),
  });
}
