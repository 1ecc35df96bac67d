import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { findContactIdByProfileId } from '../contacts/find-contact-by-profile-id.ts';
import {
  listRecentContactEvents,
  type RecentContactEventsQuery,
} from '../events/list-recent-contact-events.ts';
import { getUserProfile } from '../users/get-user-profile.ts';
import { requireActivityViewer } from './activity.policy.ts';
import { ACTIVITY_CHANNELS, channelKinds } from './activity-channels.ts';
import { decodeActivityCursor, encodeActivityCursor } from './activity-cursor.ts';
import { type ActivityItemView, presentActivity } from './present-activity.ts';

// The recent-activity feed (issue 15, docs/recent-activity.md): what happened to the brand's contacts
// within the lookback window, newest first, keyset-paged, filtered by contact, agent, channel, type.

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_PAGE_MAX = 100;

const DAY_MS = 86_400_000;

const filterSchema = z
  .object({
    contactId: z.string().uuid('must be a valid id').nullish(),
    profileId: z.string().trim().min(1, 'must not be empty').max(100, 'is too long').nullish(),
    agentId: z.string().uuid('must be a valid id').nullish(),
    channel: z
      .enum(ACTIVITY_CHANNELS, { message: `must be one of ${ACTIVITY_CHANNELS.join(', ')}` })
      .nullish(),
    type: z.string().trim().min(1, 'must not be empty').max(200, 'is too long').nullish(),
  })
  .strict();

/** `after` and `limit`, as the feed and the contact timeline take them. */
export const activityPagingSchema = z.object({
  after: z.string().max(500, 'is not a cursor this feed returned').nullish(),
  limit: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ACTIVITY_PAGE_MAX, `must be at most ${ACTIVITY_PAGE_MAX}`)
    .nullish(),
});

const inputSchema = activityPagingSchema.extend({ filter: filterSchema.nullish() });

/** As the transport receives it: checked here (a channel is any string until then). */
export type RecentActivityInput = {
  filter?: { [K in keyof z.input<typeof filterSchema>]?: string | null } | null;
  after?: string | null;
  limit?: number | null;
};

export type RecentActivityPage = {
  items: ActivityItemView[];
  nextCursor: string | null;
  /** The caller's recentActivityLookbackWindow flag, in days (spec 000 §9: 2 by default). */
  lookbackDays: number;
};

/** The input as `schema` reads it, or a 400 naming the first bad field (the timeline's too). */
export function parseActivityInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'input';
  throw new AppError('validation_failed', `${field} ${issue?.message ?? 'is invalid'}`, { field });
}

/** The lookback window in days; a flag set below zero (or not a number) reads as no window at all. */
function lookbackDays(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export async function listRecentActivity(
  db: DbExecutor,
  options: { session: RequestSession; input: RecentActivityInput; now?: Date },
): Promise<RecentActivityPage> {
  const session = requireActivityViewer(options.session);
  const input = parseActivityInput(inputSchema, options.input);
  const before = input.after ? decodeActivityCursor(input.after) : undefined;
  const limit = input.limit ?? ACTIVITY_PAGE_SIZE;
  const filter = input.filter ?? {};
  const { brandId } = session;
  const { featureFlags } = await getUserProfile(db, { brandId, userId: session.userId });
  const days = lookbackDays(featureFlags.recentActivityLookbackWindow);
  const empty: RecentActivityPage = { items: [], nextCursor: null, lookbackDays: days };

  let contactId = filter.contactId ?? undefined;
  if (filter.profileId) {
    // A merged-away profile id finds the survivor; an unknown one (or another brand's) has no activity.
    const found = await findContactIdByProfileId(db, { brandId, profileId: filter.profileId });
    if (!found || (contactId && found !== contactId)) return empty;
    contactId = found;
  }
  const now = options.now ?? new Date();
  const channel = filter.channel ?? undefined;
  const page = await readActivityPage(db, {
    brandId,
    since: new Date(now.getTime() - days * DAY_MS),
    until: now,
    contactId,
    userId: filter.agentId ?? undefined,
    eventName: filter.type ?? undefined,
    kinds: channel ? channelKinds(channel) : undefined,
    before,
    limit,
  });
  return { ...page, lookbackDays: days };
}

/**
 * One page of activity items, newest first: the feed's and the contact timeline's shared read
 * (list-contact-timeline.ts). `limit` is the page size; one more row is read to know whether a next
 * page exists.
 */
export async function readActivityPage(
  db: DbExecutor,
  query: Omit<RecentContactEventsQuery, 'excludeEventTypes'>,
): Promise<{ items: ActivityItemView[]; nextCursor: string | null }> {
  const rows = await listRecentContactEvents(db, {
    ...query,
    // An identify call restates who the contact is; it is not something that happened to them.
    excludeEventTypes: ['identify'],
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await presentActivity(db, { brandId: query.brandId, events: page }),
    nextCursor: rows.length > query.limit && last ? encodeActivityCursor(last) : null,
  };
}
