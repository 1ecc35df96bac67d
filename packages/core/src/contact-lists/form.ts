// The contact-list editor's form (spec 002 §2 "Contact-list editor screen"): its sharing rules
// (§4 "Sharing"), its validation (§5) and its conversion to and from a saved view (§3, §7).
import { z } from 'zod';
import type { ConditionGroup, EventSchemaField, JoinType } from '../conditions/model.ts';
import { CONTACT_LIST_VALIDATION_TEXTS as TEXTS } from '../conditions/texts.ts';
import { CONTACT_LIST_NAME_MAX_LENGTH, CONTACT_LISTS_PAGE } from './limits.ts';
import {
  DEFAULT_SORT_ORDER,
  keyTypeFor,
  type PageQuery,
  parsePageQuery,
  type SortOrder,
  serializePageQuery,
} from './page-query.ts';

/** spec 002 §9 share options: All Users, Specific Teams. */
export const SHARE_BY_OPTIONS = ['all', 'teams'] as const;
export type ShareBy = (typeof SHARE_BY_OPTIONS)[number];

export type ContactListForm = {
  name: string;
  joinType: JoinType;
  dynamicConditions: ConditionGroup[];
  sortBy: string | null;
  order: SortOrder;
  /** The share toggle. */
  shared: boolean;
  shareBy: ShareBy | null;
  sharedTeams: string[];
};

export function emptyContactListForm(): ContactListForm {
  return {
    name: '',
    joinType: 'all',
    dynamicConditions: [],
    sortBy: null,
    order: DEFAULT_SORT_ORDER,
    shared: false,
    shareBy: null,
    sharedTeams: [],
  };
}

// --- spec 002 §4 "Sharing" ---

/** Share toggle on sets shareBy to All; off clears shareBy and sharedTeams. */
export function toggleSharing(form: ContactListForm, shared: boolean): ContactListForm {
  if (shared) return { ...form, shared: true, shareBy: 'all' };
  return { ...form, shared: false, shareBy: null, sharedTeams: [] };
}

/** Changing shareBy clears the teams. */
export function changeShareBy(form: ContactListForm, shareBy: ShareBy | null): ContactListForm {
  return { ...form, shareBy, sharedTeams: [] };
}

export function changeSharedTeams(form: ContactListForm, sharedTeams: string[]): ContactListForm {
  return { ...form, sharedTeams };
}

// --- spec 002 §5 validation (shown only after a save attempt) ---

export type ContactListFormField = 'name' | 'shareBy' | 'sharedTeams';
export type ContactListFormErrors = Partial<Record<ContactListFormField, string>>;

export type ContactListNameContext = {
  /** Names of the user's private lists (the list being edited may be among them). */
  privateListNames: readonly string[];
  /** The edited list's current (saved) name; null when creating. */
  currentName: string | null;
};

/** Names compare trimmed and case-insensitively (Parley: "Leads" and "leads " are the same name). */
function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function validateContactListForm(
  form: ContactListForm,
  context: ContactListNameContext,
): ContactListFormErrors {
  const errors: ContactListFormErrors = {};
  const name = form.name.trim();
  if (name === '') {
    errors.name = TEXTS.nameRequired;
  } else {
    const isOwnName = context.currentName !== null && sameName(name, context.currentName);
    if (!isOwnName && context.privateListNames.some((other) => sameName(name, other))) {
      errors.name = TEXTS.nameInUse;
    }
  }
  if (form.shared && form.shareBy === null) errors.shareBy = TEXTS.sharedWithRequired;
  if (form.shared && form.shareBy === 'teams' && form.sharedTeams.length === 0) {
    errors.sharedTeams = TEXTS.teamSelectionRequired;
  }
  return errors;
}

// --- Saved view conversion (spec 002 §3, §7) ---

/** The saved-view fields the form reads (getAllSavedViewsForPage items). */
export type SavedViewForForm = {
  name: string;
  pageQuery: string;
  shareWithAllUsers: boolean;
  teams: ReadonlyArray<{ id: string }>;
};

/** The form of a stored list; a pageQuery that does not parse opens as an empty one. */
export function contactListFormFromSavedView(view: SavedViewForForm): ContactListForm {
  const parsed = parsePageQuery(view.pageQuery);
  const query = parsed.success ? parsed.data : null;
  const teamIds = view.teams.map((team) => team.id);
  const shared = view.shareWithAllUsers || teamIds.length > 0;
  return {
    name: view.name,
    joinType: query?.joinType ?? 'all',
    dynamicConditions: query?.dynamicConditions ?? [],
    sortBy: query?.sortBy ?? null,
    order: query?.order ?? DEFAULT_SORT_ORDER,
    shared,
    shareBy: view.shareWithAllUsers ? 'all' : teamIds.length > 0 ? 'teams' : null,
    sharedTeams: view.shareWithAllUsers ? [] : teamIds,
  };
}

/** createSavedView / updateSavedView input (without the id). */
export type SavedViewInput = {
  name: string;
  page: string;
  pageQuery: string;
  shareWithAllUsers: boolean;
  teamIds: string[];
};

/** The call input of a form; on save the sort field's type goes into keyType (spec 002 §4). */
export function savedViewInputFromForm(
  form: ContactListForm,
  sortOptions: readonly EventSchemaField[],
): SavedViewInput {
  const pageQuery: PageQuery = {
    joinType: form.joinType,
    dynamicConditions: form.dynamicConditions,
    sortBy: form.sortBy,
    order: form.order,
    keyType: keyTypeFor(form.sortBy, sortOptions),
  };
  return {
    name: form.name.trim(),
    page: CONTACT_LISTS_PAGE,
    pageQuery: serializePageQuery(pageQuery),
    shareWithAllUsers: form.shared && form.shareBy === 'all',
    teamIds: form.shared && form.shareBy === 'teams' ? form.sharedTeams : [],
  };
}

/** The server's check of createSavedView / updateSavedView input (messages name the field). */
export const savedViewInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, TEXTS.nameRequired)
    .max(CONTACT_LIST_NAME_MAX_LENGTH, `must be at most ${CONTACT_LIST_NAME_MAX_LENGTH} characters`),
  page: z.string().min(1, 'is required').max(200),
  pageQuery: z.string().max(200_000, 'is too large'),
  shareWithAllUsers: z.boolean().default(false),
  teamIds: z.array(z.string().min(1).max(100)).max(500).default([]),
});
