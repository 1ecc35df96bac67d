import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findContactIdByProfileId } from '../contacts/find-contact-by-profile-id.ts';
import { contactEvents } from './events.tables.ts';

export type ProfileFeedItem = {
  id: string;
  eventType: string;
  eventName: string;
  properties: Record<string, unknown>;
  occurredAt: string;
  receivedAt: string;
};

export type ProfileFeedPage = { items: ProfileFeedItem[]; lastEvaluatedKey: string | null };

function encodeKey(occurredAt: Date, id: string): string {
  return Buffer.from(JSON.stringify([occurredAt.toISOString(), id])).toString('base64url');
}

function decodeKey(key: string): [Date, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      const at = new Date(parsed[0]);
      if (!Number.isNaN(at.getTime()) && /^[0-9a-f-]{36}$/.test(parsed[1])) return [at, parsed[1]];
    }
  } catch {
    // fall through to the refusal
  }
  throw new AppError('validation_failed', 'lastEvaluatedKey is not a key this feed returned', {
    field: 'lastEvaluatedKey',
  });
}

/**
 * spec 001 §7 GET /profile-feeds/profile/{profileId}: the contact's activity, newest first, `limit`
 * at a time; page on with lastEvaluatedKey (null on the last page).
 */
export async function listProfileFeed(
  db: DbExecutor,
  options: { brandId: string; profileId: string; limit: number; lastEvaluatedKey?: string },
): Promise<ProfileFeedPage> {
  const { brandId, limit } = options;
  const after = options.lastEvaluatedKey ? decodeKey(options.lastEvaluatedKey) : null;
  const contactId = await findContactIdByProfileId(db, { brandId, profileId: options.profileId });
  if (!contactId) throw new AppError('not_found', 'Profile not found', { field: 'profileId' });
  const conditions: SQL[] = [eq(contactEvents.brandId, brandId), eq(contactEvents.contactId, contactId)];
  if (after)
    conditions.push(
      sql`(${contactEvents.occurredAt}, ${contactEvents.id}) < (${after[0].toISOString()}::timestamptz, ${after[1]}::uuid)`,
    );
  const rows = await db
    .select()
    .from(contactEvents)
    .where(and(...conditions))
    .orderBy(desc(contactEvents.occurredAt), desc(contactEvents.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      eventType: row.eventType,
      eventName: row.eventName,
      // JSONB objects: ingestion stores objects only.
      properties: row.properties as Record<string, unknown>,
      occurredAt: row.occurredAt.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
    })),
    lastEvaluatedKey: rows.length > limit && last ? encodeKey(last.occurredAt, last.id) : null,
  };
}
