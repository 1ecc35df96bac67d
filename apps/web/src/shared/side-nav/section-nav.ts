import type { BooleanFlagKey } from '@parley/core/users/feature-flags';
import type { SectionNavDefinition, SectionNavItem, SectionNavSection } from './section-nav-types.ts';

export type FlagLookup = Readonly<Record<BooleanFlagKey, boolean>>;

export function joinPath(basePath: string, to: string): string {
  return to ? `${basePath}/${to}` : basePath;
}

function allowed(item: { flag?: BooleanFlagKey }, flags: FlagLookup): boolean {
  return !item.flag || flags[item.flag];
}

/** The sections and items the user's flags allow; a group left without items disappears. */
export function visibleSections(nav: SectionNavDefinition, flags: FlagLookup): SectionNavSection[] {
  return nav.sections.flatMap((section): SectionNavSection[] => {
    if (!allowed(section, flags)) return [];
    if (section.kind === 'link') return [section];
    const items = section.items.filter((item) => allowed(item, flags));
    return items.length > 0 ? [{ ...section, items }] : [];
  });
}

/** Every page of the sections in display order, with absolute paths. */
export function navPages(basePath: string, sections: readonly SectionNavSection[]): SectionNavItem[] {
  return sections.flatMap((section) =>
    section.kind === 'link'
      ? [{ label: section.label, to: joinPath(basePath, section.to) }]
      : section.items.map((item) => ({ label: item.label, to: joinPath(basePath, item.to) })),
  );
}

/**
 * The path of the page `pathname` belongs to: the longest page path it equals or lies under, so
 * '/settings/user-management/users/new' highlights Users and '/transcripts/trackers' Moments.
 */
export function activePagePath(pagePaths: readonly string[], pathname: string): string | null {
  let best: string | null = null;
  for (const path of pagePaths) {
    const matches = pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (best === null || path.length > best.length)) best = path;
  }
  return best;
}

/** The page `step` places after (or before, for -1) the active one, wrapping around. */
export function adjacentPagePath(
  pagePaths: readonly string[],
  activePath: string | null,
  step: 1 | -1,
): string | null {
  if (pagePaths.length === 0) return null;
  const index = activePath === null ? -1 : pagePaths.indexOf(activePath);
  if (index === -1) return step === 1 ? (pagePaths[0] ?? null) : (pagePaths.at(-1) ?? null);
  return pagePaths[(index + step + pagePaths.length) % pagePaths.length] ?? null;
}
