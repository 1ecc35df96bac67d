import { REST_ERROR_TEXTS } from '@parley/core/common/texts';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { findContactIdByProfileId } from '../contacts/find-contact-by-profile-id.ts';
import { requireTimelineViewer } from './activity.policy.ts';
import { decodeActivityCursor } from './activity-cursor.ts';
import {
  ACTIVITY_PAGE_SIZE,
  activityPagingSchema,
  parseActivityInput,
  readActivityPage,
} from './list-recent-activity.ts';
import type { ActivityItemView } from './present-activity.ts';

// The contact timeline (issue 17 item 1, docs/recent-activity.md "Contact timeline"): everything that
// happened to ONE contact, all time (no lookback window), newest first, keyset-paged like the feed and
// in the feed's item shape. The desk's customer panel and /audience's profile read it.

const inputSchema = activityPagingSchema.extend({
  profileId: z.string().trim().min(1, 'must not be empty').max(100, 'is too long'),
});

export type ContactTimelineInput = { profileId: string; after?: string | null; limit?: number | null };

export type ContactTimelinePage = {
  items: ActivityItemView[];
  nextCursor: string | null;
  /** The contact's id (a merged-away profile id answers with the survivor's). */
  contactId: string;
};

/** The beginning of time for the timeline: every stored event is after it. */
const ALL_TIME = new Date(0);

export async function listContactTimeline(
  db: DbExecutor,
  options: { session: RequestSession; input: ContactTimelineInput; now?: Date },
): Promise<ContactTimelinePage> {
  const { brandId } = requireTimelineViewer(options.session);
  const input = parseActivityInput(inputSchema, options.input);
  const before = input.after ? decodeActivityCursor(input.after) : undefined;
  // A merged-away profile id finds the survivor; an unknown one (or another brand's) is not found,
  // as getProfile says.
  const contactId = await findContactIdByProfileId(db, { brandId, profileId: input.profileId });
  if (!contactId) throw new AppError('not_found', REST_ERROR_TEXTS.contactNotFound);
  const page = await readActivityPage(db, {
    brandId,
    since: ALL_TIME,
    until: options.now ?? new Date(),
    contactId,
    before,
    limit: input.limit ?? ACTIVITY_PAGE_SIZE,
  });
  return { ...page, contactId };
}
