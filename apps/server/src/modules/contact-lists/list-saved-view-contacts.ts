import { MAX_CONTACTS_DISPLAYED } from '@parley/core/contact-lists/limits';
import {
  emptyPageQuery,
  type PageQuery,
  pageQuerySchema,
  pageQueryTree,
} from '@parley/core/contact-lists/page-query';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { countMatchingContacts } from '../audience/count-matching-contacts.ts';
import { listMatchingContacts, type MatchingContact } from '../audience/list-matching-contacts.ts';
import { findSavedView } from './saved-view-store.ts';
import { assertMaySeeSavedView, savedViewViewer } from './saved-views.policy.ts';

/** Up to 500 contacts of a list (spec 002 §9) and how many match in all. */
export type ContactListContacts = { items: MatchingContact[]; total: number; limit: number };

/** The contacts matching a pageQuery's conditions, sorted by its sortBy / order / keyType. */
export async function listContactsForPageQuery(
  db: DbExecutor,
  options: { brandId: string; pageQuery: PageQuery; now?: Date },
): Promise<ContactListContacts> {
  const { brandId, pageQuery } = options;
  const tree = pageQueryTree(pageQuery);
  const now = options.now ?? new Date();
  const { contacts, hasMore } = await listMatchingContacts(db, {
    brandId,
    tree,
    sortBy: pageQuery.sortBy,
    order: pageQuery.order,
    keyType: pageQuery.keyType,
    limit: MAX_CONTACTS_DISPLAYED,
    now,
  });
  // All of them fit: that is the count, no second query.
  const total = hasMore ? await countMatchingContacts(db, { brandId, tree, now }) : contacts.length;
  return { items: contacts, total, limit: MAX_CONTACTS_DISPLAYED };
}

/** savedViewContacts: the contacts of a list the user may see. */
export async function listSavedViewContacts(
  db: DbExecutor,
  options: { session: RequestSession; id: string; now?: Date },
): Promise<ContactListContacts> {
  const { session, id } = options;
  const viewer = await savedViewViewer(db, session);
  const view = assertMaySeeSavedView(viewer, await findSavedView(db, { brandId: session.brandId, id }));
  const parsed = pageQuerySchema.safeParse(view.pageQuery);
  if (!parsed.success)
    throw new AppError('validation_failed', 'The stored conditions of this list are not valid', {
      field: 'pageQuery',
    });
  return listContactsForPageQuery(db, { brandId: session.brandId, pageQuery: parsed.data, now: options.now });
}

/** myContacts (/agent/contacts, spec 002 §2): every contact of the brand, sorted as asked. */
export async function listMyContacts(
  db: DbExecutor,
  options: { session: RequestSession; sort: Pick<PageQuery, 'sortBy' | 'order' | 'keyType'> },
): Promise<ContactListContacts> {
  return listContactsForPageQuery(db, {
    brandId: options.session.brandId,
    pageQuery: { ...emptyPageQuery(), ...options.sort },
  });
}
