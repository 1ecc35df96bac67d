import { NavLink } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { joinPath } from '../../shared/side-nav/section-nav.ts';
import type { SectionNavGroup } from '../../shared/side-nav/section-nav-types.ts';

export type SectionNavGroupLinkProps = {
  basePath: string;
  group: SectionNavGroup;
  activePath: string | null;
};

/** A titled group of pages in the expanded side navigation; opens itself when one of its pages is active. */
export function SectionNavGroupLink({ basePath, group, activePath }: SectionNavGroupLinkProps) {
  const paths = group.items.map((item) => joinPath(basePath, item.to));
  const containsActive = activePath !== null && paths.includes(activePath);
  const [opened, setOpened] = useState(containsActive);
  useEffect(() => {
    if (containsActive) setOpened(true);
  }, [containsActive]);

  const Icon = group.icon;
  return (
    <NavLink
      label={group.label}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
      rightSection={<IconChevronRight size={14} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      childrenOffset={30}
      active={containsActive && !opened}
      variant="light"
      component="button"
    >
      {group.items.map((item, index) => {
        const path = paths[index] ?? basePath;
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={path}
            label={item.label}
            active={path === activePath}
            aria-current={path === activePath ? 'page' : undefined}
            variant="light"
          />
        );
      })}
    </NavLink>
  );
}
