import { pageQuerySchema, serializePageQuery } from '@parley/core/contact-lists/page-query';
import type { SavedViewCreator } from './saved-view-creators.ts';
import type { SavedViewRecord } from './saved-view-store.ts';

/** spec 002 §7: a saved view as getAllSavedViewsForPage and the mutations answer it. */
export type SavedView = {
  id: string;
  name: string;
  page: string;
  /** JSON text (spec 002 §3). */
  pageQuery: string;
  isDefault: boolean;
  shareWithAllUsers: boolean;
  teams: { id: string }[];
  /** The creator's name; null when the list has no creator (or the creator is no longer a user). */
  createdBy: string | null;
  createdById: string | null;
};

/** The stored pageQuery as checked JSON text; one that no longer parses is sent as stored. */
export function pageQueryText(stored: unknown): string {
  const parsed = pageQuerySchema.safeParse(stored);
  return parsed.success ? serializePageQuery(parsed.data) : JSON.stringify(stored);
}

export function presentSavedView(
  view: SavedViewRecord,
  creators: ReadonlyMap<string, SavedViewCreator>,
): SavedView {
  const creator = view.createdById === null ? undefined : creators.get(view.createdById);
  return {
    id: view.id,
    name: view.name,
    page: view.page,
    pageQuery: pageQueryText(view.pageQuery),
    isDefault: view.isDefault,
    shareWithAllUsers: view.shareWithAllUsers,
    teams: view.teamIds.map((id) => ({ id })),
    createdBy: creator?.name ?? null,
    createdById: creator?.id ?? null,
  };
}
