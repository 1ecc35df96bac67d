import { AppError } from '../../platform/http/app-error.ts';

// The feed's keyset cursor (docs/recent-activity.md "Paging"): the last item's occurredAt and id,
// opaque to the browser. Events are ordered by both, so a page never repeats or skips one, even when
// events share a millisecond or new ones arrive between pages.

export type ActivityCursor = { occurredAt: Date; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeActivityCursor(cursor: ActivityCursor): string {
  return Buffer.from(JSON.stringify([cursor.occurredAt.toISOString(), cursor.id])).toString('base64url');
}

/** The cursor `after` names, or a 400 on `after`: only a cursor this feed returned is accepted. */
export function decodeActivityCursor(after: string): ActivityCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      const occurredAt = new Date(parsed[0]);
      if (!Number.isNaN(occurredAt.getTime()) && UUID.test(parsed[1])) return { occurredAt, id: parsed[1] };
    }
  } catch {
    // fall through to the refusal
  }
  throw new AppError('validation_failed', 'after is not a cursor this feed returned', { field: 'after' });
}
