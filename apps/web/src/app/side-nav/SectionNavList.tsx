import { NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { joinPath } from '../../shared/side-nav/section-nav.ts';
import type { SectionNavSection } from '../../shared/side-nav/section-nav-types.ts';
import { SectionNavGroupLink } from './SectionNavGroupLink.tsx';

export type SectionNavListProps = {
  basePath: string;
  sections: readonly SectionNavSection[];
  activePath: string | null;
};

/** The expanded side navigation: links and collapsible groups. */
export function SectionNavList({ basePath, sections, activePath }: SectionNavListProps) {
  return (
    <Stack gap={2} px="xs" pb="md">
      {sections.map((section) => {
        if (section.kind === 'group') {
          return (
            <SectionNavGroupLink
              key={section.label}
              basePath={basePath}
              group={section}
              activePath={activePath}
            />
          );
        }
        const path = joinPath(basePath, section.to);
        const Icon = section.icon;
        return (
          <NavLink
            key={section.label}
            component={Link}
            to={path}
            label={section.label}
            leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
            active={path === activePath}
            aria-current={path === activePath ? 'page' : undefined}
            variant="light"
          />
        );
      })}
    </Stack>
  );
}
