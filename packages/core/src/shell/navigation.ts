import { isPrivileged } from '../auth/roles.ts';
import type { HideablePanel } from '../embedding/hosts.ts';
import type { BooleanFlagKey } from '../users/feature-flags.ts';

// The web shell's navigation tables (spec 002 §2 "Main icon rail"; spec 001 §6 "Embedding hosts" are
// in embedding/hosts.ts).
// Pure data so the web app, its tests and the browser tests agree on labels, paths and flags.

export type RailEntryId =
  | 'parleyLive'
  | 'agentDesktop'
  | 'campaigns'
  | 'journeys'
  | 'audience'
  | 'segments'
  | 'agents'
  | 'queues'
  | 'tasks'
  | 'phoneNumbers'
  | 'transcripts'
  | 'recentActivity'
  | 'aiAgents'
  | 'reporting'
  | 'settings';

export type RailEntry = {
  id: RailEntryId;
  label: string;
  /** Where the entry leads. */
  path: string;
  /** Further top-level paths that belong to the entry (it shows as active on them). */
  alsoActiveOn?: readonly string[];
  /** The per-user feature flag that shows the entry. */
  flag: BooleanFlagKey;
  /**
   * Shown only to admin or supervisor: Settings (spec 002 §2), and Recent Activity (issue 15: agents
   * see none of the supervisors' pages; the server answers their queries with 403).
   */
  privilegedOnly?: boolean;
};

/** spec 002 §2: the rail entries, in this order, each behind its own feature flag. */
export const RAIL_ENTRIES: readonly RailEntry[] = [
  { id: 'parleyLive', label: 'Parley Live', path: '/parley-live', flag: 'parleyLive' },
  { id: 'agentDesktop', label: 'Agent Desktop', path: '/agent', flag: 'agentDesktop' },
  { id: 'campaigns', label: 'Campaigns', path: '/campaigns', flag: 'campaigns' },
  {
    id: 'journeys',
    label: 'Journeys',
    path: '/journeys',
    alsoActiveOn: ['/journeys-users'],
    flag: 'journeys',
  },
  { id: 'audience', label: 'Audience', path: '/audience', flag: 'audience' },
  { id: 'segments', label: 'Segments', path: '/segments', flag: 'segments' },
  { id: 'agents', label: 'Agents', path: '/agents', flag: 'agentsPage' },
  { id: 'queues', label: 'Queues', path: '/queues', flag: 'queuesPage' },
  { id: 'tasks', label: 'Tasks', path: '/tasks', alsoActiveOn: ['/recent-tasks'], flag: 'tasks' },
  { id: 'phoneNumbers', label: 'Phone Numbers', path: '/phone-numbers', flag: 'phoneNumbers' },
  { id: 'transcripts', label: 'Conversation Intelligence', path: '/transcripts', flag: 'transcripts' },
  {
    id: 'recentActivity',
    label: 'Recent Activity',
    path: '/recent-activity',
    flag: 'recentActivity',
    privilegedOnly: true,
  },
  { id: 'aiAgents', label: 'AI Agents', path: '/ai-agents', flag: 'aiAgents' },
  { id: 'reporting', label: 'Reporting', path: '/reporting', flag: 'dashboards', privilegedOnly: true },
  { id: 'settings', label: 'Settings', path: '/settings', flag: 'settings', privilegedOnly: true },
];

export type RailAccess = {
  featureFlags: Readonly<Record<BooleanFlagKey, boolean>>;
  roles: readonly string[];
};

export function canSeeRailEntry(entry: RailEntry, access: RailAccess): boolean {
  if (!access.featureFlags[entry.flag]) return false;
  return !entry.privilegedOnly || isPrivileged(access.roles);
}

export function visibleRailEntries(access: RailAccess): RailEntry[] {
  return RAIL_ENTRIES.filter((entry) => canSeeRailEntry(entry, access));
}

export function railEntryById(id: RailEntryId): RailEntry {
  const entry = RAIL_ENTRIES.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Unknown rail entry ${id}`);
  return entry;
}

/** Where `/` leads: the agent desktop when allowed, else the first entry the user may see. */
export function homeRailEntry(access: RailAccess): RailEntry | null {
  const visible = visibleRailEntries(access);
  return visible.find((entry) => entry.id === 'agentDesktop') ?? visible[0] ?? null;
}

// spec 002 §9 and spec 001 §2 "Other UI": sizes of the collapsible panels.
/** Expanded width of a section side navigation (ours: the spec gives only the collapsed width). */
export const SIDEBAR_WIDTH = 264;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
export const AGENT_SUB_NAV_WIDTH = 200;
export const CAMPAIGN_INFO_WIDTH = 368;
/** spec 001 §2: the expanded state of the collapsible panels is kept under this local-storage key. */
export const TOGGLEABLE_PANELS_STORAGE_KEY = 'parley-toggleable-panels';
/** spec 001 §9: a hotkey hint shows for 3 s. */
export const HOTKEY_HINT_MS = 3_000;

/** `?layout=minimal`: the work area only, without navigation of any kind. */
export const MINIMAL_LAYOUT_HIDDEN_PANELS: readonly HideablePanel[] = [
  'navigation',
  'collapsiblePanels',
  'logo',
];

/** URL parameters that shape the layout (spec 002 §2; the host's is in embedding/hosts.ts). */
export const LAYOUT_SEARCH_PARAMS = {
  layout: 'layout',
  hideNavigation: 'hideNavigation',
} as const;

/** Whether the rail entry is the one of `pathname` (its own path, sub-paths, or related areas). */
export function isRailEntryActive(entry: RailEntry, pathname: string): boolean {
  return [entry.path, ...(entry.alsoActiveOn ?? [])].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}
