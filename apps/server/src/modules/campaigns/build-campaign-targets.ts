import type { CampaignAudience } from '@parley/core/campaigns/campaign-model';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { ContactIdPage } from '../audience/list-matching-contacts.ts';
import { pageContactListMemberIds } from '../contact-lists/page-contact-list-members.ts';
import { pageSegmentContactIds } from '../segments/segment-contacts.ts';
import { findSegment } from '../segments/segment-store.ts';
import { campaignTargets } from './campaigns.tables.ts';

// The targets of a campaign that starts (docs/campaigns.md "Targets"): its audience as it is at that
// moment, segment after segment and list after list, each walked by contact id a page at a time; a
// contact in several is taken once (the first place they appear). In the start's transaction, so a
// campaign is started with all its targets or not at all.

const PAGE_SIZE = 2000;

type Pager = (afterId: string | null) => Promise<ContactIdPage>;

function pagersOf(tx: DbExecutor, brandId: string, audience: CampaignAudience, now: Date): Pager[] {
  const none: ContactIdPage = { contactIds: [], nextAfterId: null };
  return [
    ...audience.segmentIds.map(
      (id): Pager =>
        async (afterId) => {
          const segment = await findSegment(tx, { brandId, id });
          if (!segment) return none;
          return pageSegmentContactIds(tx, { brandId, segment, afterId, limit: PAGE_SIZE, now });
        },
    ),
    ...audience.contactListIds.map(
      (listId): Pager =>
        async (afterId) =>
          (await pageContactListMemberIds(tx, { brandId, listId, afterId, limit: PAGE_SIZE, now })) ?? none,
    ),
  ];
}

/** Writes the campaign's targets, due from `dueAt`; returns how many contacts were taken. */
export async function buildCampaignTargets(
  tx: DbExecutor,
  options: { brandId: string; campaignId: string; audience: CampaignAudience; dueAt: Date; now: Date },
): Promise<number> {
  const { brandId, campaignId } = options;
  let position = 0;
  let taken = 0;
  for (const pager of pagersOf(tx, brandId, options.audience, options.now)) {
    let afterId: string | null = null;
    do {
      const page: ContactIdPage = await pager(afterId);
      if (page.contactIds.length > 0) {
        const rows = page.contactIds.map((contactId) => {
          position += 1;
          return {
            brandId,
            campaignId,
            contactId,
            position,
            nextAttemptAt: options.dueAt,
            updatedAt: options.now,
          };
        });
        const inserted = await tx
          .insert(campaignTargets)
          .values(rows)
          .onConflictDoNothing()
          .returning({ contactId: campaignTargets.contactId });
        // A contact already taken keeps their first place; the gap in positions is harmless.
        taken += inserted.length;
      }
      afterId = page.nextAfterId;
    } while (afterId);
  }
  return taken;
}
