import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import {
  SEGMENT_CONTACTS_MAX_PAGE_SIZE,
  SEGMENT_CONTACTS_PAGE_SIZE,
} from '@parley/core/segments/segment-rules';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import type { ContactProfile } from '../contacts/contact-profile.ts';
import { getProfilesById } from '../contacts/get-profile.ts';
import { pageSegmentProfileIds } from './segment-contacts.ts';
import { requireSegment } from './segment-store.ts';
import { requireSegmentManager } from './segments.policy.ts';

export type SegmentContactsPage = { items: ContactProfile[]; page: number; size: number; hasMore: boolean };

const pagingInput = z.object({
  page: pageNumberInput,
  size: pageSizeInput(SEGMENT_CONTACTS_MAX_PAGE_SIZE, SEGMENT_CONTACTS_PAGE_SIZE),
});

/** segmentContacts: one page of the segment's contacts (newest first), with their phones and emails. */
export async function listSegmentContacts(
  db: DbExecutor,
  options: { session: RequestSession; id: string; page?: number | null; size?: number | null },
): Promise<SegmentContactsPage> {
  const { brandId } = requireSegmentManager(options.session);
  const { page, size } = pagingInput.parse({ page: options.page, size: options.size });
  const segment = await requireSegment(db, { brandId, id: options.id });
  const { profileIds, hasMore } = await pageSegmentProfileIds(db, { brandId, segment, page, size });
  const items = await getProfilesById(db, { brandId, profileIds });
  return { items, page, size, hasMore };
}
