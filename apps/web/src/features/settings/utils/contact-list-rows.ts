import { SHARE_OPTION_LABELS } from '@parley/core/conditions/texts';
import { parsePageQuery } from '@parley/core/contact-lists/page-query';
import { summarizeListConditions, summarizeListSort } from '@parley/core/contact-lists/summary';
import { fieldLabel } from '@parley/core/contacts/field-labels';
import { type FieldLabeller, groupWithFieldLabels } from '@parley/core/contacts/labelled-conditions';
import dayjs from 'dayjs';
import type { BrandContactList } from '../api/contact-lists-admin-api.ts';
import { CONTACT_LISTS_SETTINGS_TEXTS as TEXTS } from './contact-lists-settings-texts.ts';

/** What a row of Settings › Contact Lists shows of one list. */
export type ContactListRow = {
  id: string;
  name: string;
  owner: string;
  /** 'Private', 'All Users', or the names of the teams it is shared with. */
  sharing: { kind: 'private' | 'all' | 'teams'; label: string; teams: string[] };
  conditions: string;
  sort: string;
  updated: string;
};

/** spec 000 §9 date format with time: 'MM/DD/YYYY h:mm A', in the browser's zone. */
function formatUpdated(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('MM/DD/YYYY h:mm A') : iso;
}

function sharingOf(list: BrandContactList): ContactListRow['sharing'] {
  if (list.shareWithAllUsers) return { kind: 'all', label: SHARE_OPTION_LABELS.all, teams: [] };
  if (list.teams.length === 0) return { kind: 'private', label: TEXTS.private, teams: [] };
  const teams = list.teams.map((team) => team.name);
  return { kind: 'teams', label: SHARE_OPTION_LABELS.teams, teams };
}

/**
 * One list as its row reads; its conditions and sort name fields and events by their labels, never
 * their keys (issue 17 item 8: "Lead score descending", not "leadScore descending").
 */
export function contactListRow(list: BrandContactList, labelOf: FieldLabeller = fieldLabel): ContactListRow {
  const parsed = parsePageQuery(list.pageQuery);
  const query = parsed.success ? parsed.data : null;
  return {
    id: list.id,
    name: list.name,
    owner: list.createdBy ?? TEXTS.noOwner,
    sharing: sharingOf(list),
    conditions: query
      ? summarizeListConditions({
          joinType: query.joinType,
          dynamicConditions: query.dynamicConditions.map((group) => groupWithFieldLabels(group, labelOf)),
        })
      : TEXTS.unreadable,
    sort: query
      ? summarizeListSort({ order: query.order, sortBy: query.sortBy ? labelOf(query.sortBy) : query.sortBy })
      : '—',
    updated: formatUpdated(list.updatedAt),
  };
}
