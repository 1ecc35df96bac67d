import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { SETTINGS_TEXTS } from '@parley/core/settings/texts';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

export type ReorderButtonsProps = {
  /** Names the entry for screen readers: "Move Sold up". */
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
};

/** Up and down arrows that move an entry of an ordered list by one place. */
export function ReorderButtons({ name, index, count, disabled, onMove }: ReorderButtonsProps) {
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={SETTINGS_TEXTS.moveUp} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Move ${name} up`}
          disabled={disabled || index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={SETTINGS_TEXTS.moveDown} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Move ${name} down`}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The list with one entry moved from one place to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}
