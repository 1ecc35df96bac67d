import { ActionIcon, Menu, Stack, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { joinPath } from '../../shared/side-nav/section-nav.ts';
import type { SectionNavSection } from '../../shared/side-nav/section-nav-types.ts';

export type SectionNavRailProps = {
  basePath: string;
  sections: readonly SectionNavSection[];
  activePath: string | null;
};

/** The collapsed side navigation (64 px): one icon per section; a group opens a menu of its pages. */
export function SectionNavRail({ basePath, sections, activePath }: SectionNavRailProps) {
  return (
    <Stack gap={4} align="center" pb="md">
      {sections.map((section) => {
        const Icon = section.icon;
        if (section.kind === 'link') {
          const path = joinPath(basePath, section.to);
          const active = path === activePath;
          return (
            <Tooltip key={section.label} label={section.label} position="right" withArrow openDelay={200}>
              <ActionIcon
                component={Link}
                to={path}
                size={40}
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-label={section.label}
                aria-current={active ? 'page' : undefined}
              >
                <Icon size={20} stroke={1.6} aria-hidden />
              </ActionIcon>
            </Tooltip>
          );
        }
        const paths = section.items.map((item) => joinPath(basePath, item.to));
        const active = activePath !== null && paths.includes(activePath);
        return (
          <Menu key={section.label} trigger="click-hover" position="right-start" withArrow offset={8}>
            <Menu.Target>
              <ActionIcon
                size={40}
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-label={section.label}
              >
                <Icon size={20} stroke={1.6} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{section.label}</Menu.Label>
              {section.items.map((item, index) => (
                <Menu.Item
                  key={item.to}
                  component={Link}
                  to={paths[index] ?? basePath}
                  fw={paths[index] === activePath ? 600 : undefined}
                >
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Stack>
  );
}
