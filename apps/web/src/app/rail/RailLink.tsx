import { Group, Kbd, Tooltip } from '@mantine/core';
import type { RailEntry } from '@parley/core/shell/navigation';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './IconRail.module.css';

export type RailLinkProps = {
  entry: RailEntry;
  icon: TablerIcon;
  active: boolean;
  /** The digit of its Alt+digit hotkey, if it has one. */
  hotkeyDigit: string | null;
  /** spec 001 §9: the hotkey hint, shown for 3 s after Alt is pressed. */
  showHotkeyHint: boolean;
};

export function RailLink({ entry, icon: Icon, active, hotkeyDigit, showHotkeyHint }: RailLinkProps) {
  const tooltip = (
    <Group gap={8} wrap="nowrap">
      {entry.label}
      {hotkeyDigit && (
        <Kbd size="xs" c="dark">
          Alt+{hotkeyDigit}
        </Kbd>
      )}
    </Group>
  );
  return (
    <Tooltip label={tooltip} position="right" withArrow openDelay={200}>
      <Link
        to={entry.path}
        aria-label={entry.label}
        aria-current={active ? 'page' : undefined}
        className={classes.link}
        data-active={active || undefined}
      >
        <Icon size={22} stroke={1.6} aria-hidden />
        {showHotkeyHint && hotkeyDigit && (
          <Kbd size="xs" className={classes.hotkeyBadge} aria-hidden>
            {hotkeyDigit}
          </Kbd>
        )}
      </Link>
    </Tooltip>
  );
}
