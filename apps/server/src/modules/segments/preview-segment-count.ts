import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { countMatchingContacts } from '../audience/count-matching-contacts.ts';
import { parseSegmentConditions } from './segment-input.ts';
import { requireSegmentManager } from './segments.policy.ts';

/**
 * previewSegmentCount: how many contacts a draft tree matches now (the editor's live count). The
 * tree is checked as createSegment checks it, so an incomplete one is refused naming its path.
 */
export async function previewSegmentCount(
  db: DbExecutor,
  options: { session: RequestSession; conditions: unknown },
): Promise<number> {
  const { brandId } = requireSegmentManager(options.session);
  const tree = parseSegmentConditions(options.conditions, brandId);
  return countMatchingContacts(db, { brandId, tree });
}
