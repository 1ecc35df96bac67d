import type { BooleanFlagKey } from '@parley/core/users/feature-flags';
import type { TablerIcon } from '@tabler/icons-react';

/** One page of a side navigation. `to` is relative to the navigation's base path ('' is the base itself). */
export type SectionNavItem = { label: string; to: string; flag?: BooleanFlagKey };

export type SectionNavLink = SectionNavItem & { kind: 'link'; icon: TablerIcon };

/** A titled group of pages. `base` (relative) redirects to the first visible item. */
export type SectionNavGroup = {
  kind: 'group';
  label: string;
  icon: TablerIcon;
  base: string;
  items: readonly SectionNavItem[];
  flag?: BooleanFlagKey;
};

export type SectionNavSection = SectionNavLink | SectionNavGroup;

/** A side navigation: the Settings, Phone Numbers and Conversation Intelligence areas (spec 002 §2). */
export type SectionNavDefinition = {
  title: string;
  /** Absolute path of the area, e.g. '/settings'. */
  basePath: string;
  sections: readonly SectionNavSection[];
};

/** A page of an area reached from another page rather than from the navigation (new, edit, detail). */
export type SectionDetailPage = { path: string; title: string; flag?: BooleanFlagKey };
