import { pageQuerySchema, pageQueryTree } from '@parley/core/contact-lists/page-query';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { countMatchingContacts } from '../audience/count-matching-contacts.ts';
import { type ContactIdPage, pageMatchingContactIds } from '../audience/list-matching-contacts.ts';
import { findSavedView } from './saved-view-store.ts';

/**
 * The ids of a contact list's contacts now (its conditions, any page, private or shared), by id after
 * `afterId`: a scheduled journey over a list enters them page by page. Null when the brand has no such
 * list; a list whose stored conditions no longer parse or compile has no contacts.
 */
export async function pageContactListMemberIds(
  db: DbExecutor,
  options: { brandId: string; listId: string; afterId: string | null; limit: number; now?: Date },
): Promise<ContactIdPage | null> {
  const view = await findSavedView(db, { brandId: options.brandId, id: options.listId });
  if (!view) return null;
  const parsed = pageQuerySchema.safeParse(view.pageQuery);
  if (!parsed.success) return { contactIds: [], nextAfterId: null };
  try {
    return await pageMatchingContactIds(db, {
      brandId: options.brandId,
      tree: pageQueryTree(parsed.data),
      afterId: options.afterId,
      limit: options.limit,
      now: options.now,
    });
  } catch (error) {
    // A condition the compiler no longer accepts (as a dynamic segment's): nobody matches.
    if (error instanceof AppError) return { contactIds: [], nextAfterId: null };
    throw error;
  }
}

/**
 * How many contacts a contact list has now (a campaign shows its audience's sizes); null when the brand
 * has no such list. A list whose stored conditions no longer parse or compile has none.
 */
export async function countContactListMembers(
  db: DbExecutor,
  options: { brandId: string; listId: string; now?: Date },
): Promise<{ name: string; count: number } | null> {
  const view = await findSavedView(db, { brandId: options.brandId, id: options.listId });
  if (!view) return null;
  const parsed = pageQuerySchema.safeParse(view.pageQuery);
  if (!parsed.success) return { name: view.name, count: 0 };
  try {
    const tree = pageQueryTree(parsed.data);
    return {
      name: view.name,
      count: await countMatchingContacts(db, { brandId: options.brandId, tree, now: options.now }),
    };
  } catch (error) {
    if (error instanceof AppError) return { name: view.name, count: 0 };
    throw error;
  }
}
