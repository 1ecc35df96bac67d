import {
  canSeeRailEntry,
  isRailEntryActive,
  RAIL_ENTRIES,
  type RailAccess,
  type RailEntryId,
  railEntryById,
} from '@parley/core/shell/navigation';
import { PHONE_NUMBERS_NAV } from '../../../shared/navigation/phone-numbers-nav.ts';
import { SETTINGS_DETAIL_PAGES, SETTINGS_NAV } from '../../../shared/navigation/settings-nav.ts';
import { TRANSCRIPTS_NAV } from '../../../shared/navigation/transcripts-nav.ts';
import { joinPath, visibleSections } from '../../../shared/side-nav/section-nav.ts';
import type { SectionNavDefinition } from '../../../shared/side-nav/section-nav-types.ts';
import { AGENT_NAV_PAGES } from '../../agent-desktop/components/agent-nav-pages.ts';

// spec 001 §2 "Routes reachable from global search": every page the user may open, from the same
// navigation tables the rail and side navigations use, so the search never offers a page the
// navigation hides (role and feature flags).

export type SearchableRoute = { label: string; description: string; path: string };

/** Pages of an area reached from its own pages rather than a navigation (spec 001 §2). */
const AREA_PAGES: readonly { area: RailEntryId; label: string; path: string }[] = [
  { area: 'campaigns', label: 'New Campaign', path: '/campaigns/new' },
  { area: 'journeys', label: 'New Journey', path: '/journeys/new' },
  { area: 'segments', label: 'New Segment', path: '/segments/new' },
  { area: 'tasks', label: 'Recent Tasks', path: '/recent-tasks' },
  { area: 'aiAgents', label: 'Custom Agents', path: '/ai-agents/custom-agents' },
  { area: 'aiAgents', label: 'New Voice Agent', path: '/ai-agents/custom-agents/edit/new?channel=voice' },
  { area: 'aiAgents', label: 'New SMS Agent', path: '/ai-agents/custom-agents/edit/new?channel=sms' },
  { area: 'aiAgents', label: 'Knowledge Bases', path: '/ai-agents/knowledge-bases' },
  { area: 'aiAgents', label: 'New Knowledge Base', path: '/ai-agents/knowledge-bases/edit/new' },
  { area: 'aiAgents', label: 'Agent Templates', path: '/ai-agents/agent-templates' },
];

/** The side-navigation areas and the rail entry that opens each. */
const SECTION_NAVS: readonly { area: RailEntryId; nav: SectionNavDefinition }[] = [
  { area: 'phoneNumbers', nav: PHONE_NUMBERS_NAV },
  { area: 'transcripts', nav: TRANSCRIPTS_NAV },
  { area: 'settings', nav: SETTINGS_NAV },
];

function sectionRoutes(nav: SectionNavDefinition, flags: RailAccess['featureFlags']): SearchableRoute[] {
  return visibleSections(nav, flags).flatMap((section) =>
    section.kind === 'link'
      ? [{ label: section.label, description: nav.title, path: joinPath(nav.basePath, section.to) }]
      : section.items.map((item) => ({
          label: item.label,
          description: `${nav.title} › ${section.label}`,
          path: joinPath(nav.basePath, item.to),
        })),
  );
}

/** Settings pages without a navigation entry that need no id: new-item pages and the spec's extras. */
function settingsDetailRoutes(flags: RailAccess['featureFlags']): SearchableRoute[] {
  return SETTINGS_DETAIL_PAGES.filter(
    (page) => !page.path.includes(':') && (!page.flag || flags[page.flag]),
  ).map((page) => ({
    label: page.title,
    description: SETTINGS_NAV.title,
    path: joinPath(SETTINGS_NAV.basePath, page.path),
  }));
}

/** Every page the user may open, in navigation order (a page under two names is listed twice). */
export function searchableRoutes(access: RailAccess): SearchableRoute[] {
  const visible = (area: RailEntryId) => canSeeRailEntry(railEntryById(area), access);
  const { featureFlags: flags } = access;
  const routes: SearchableRoute[] = [];
  for (const entry of RAIL_ENTRIES) {
    if (!visible(entry.id)) continue;
    routes.push({ label: entry.label, description: '', path: entry.path });
    if (entry.id === 'agentDesktop') {
      routes.push(
        ...AGENT_NAV_PAGES.map((page) => ({ label: page.label, description: entry.label, path: page.path })),
      );
      // spec 001 §2: My Settings shows when email or pre-recorded voicemail drops are enabled.
      if (flags.email || flags.hasPreRecordedVmDrops) {
        routes.push({ label: 'My Settings', description: entry.label, path: '/agent/my-settings' });
      }
    }
    routes.push(
      ...AREA_PAGES.filter((page) => page.area === entry.id).map((page) => ({
        label: page.label,
        description: entry.label,
        path: page.path,
      })),
    );
    const section = SECTION_NAVS.find((candidate) => candidate.area === entry.id);
    if (section) routes.push(...sectionRoutes(section.nav, flags));
    if (entry.id === 'settings') routes.push(...settingsDetailRoutes(flags));
  }
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.label}\n${route.path}`;
    return !seen.has(key) && seen.add(key);
  });
}

/**
 * Whether a link (from the server's spotlight answer, say) leads to a page the user may open: its
 * area's rail entry is visible, and user management needs its own flag (spec 000 §6).
 */
export function isReachablePath(path: string, access: RailAccess): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const entry = RAIL_ENTRIES.find((candidate) => isRailEntryActive(candidate, pathname));
  if (!entry || !canSeeRailEntry(entry, access)) return false;
  if (pathname.startsWith('/settings/user-management')) return access.featureFlags.userManagement;
  return true;
}
