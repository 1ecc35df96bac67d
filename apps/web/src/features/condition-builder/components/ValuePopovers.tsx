import { ActionIcon, Group, Popover, Text } from '@mantine/core';
import type { Condition } from '@parley/core/conditions/model';
import { summarizeFilter } from '@parley/core/conditions/summary';
import { IconDots } from '@tabler/icons-react';
import { BUILDER_TEXTS } from '../condition-builder-texts.ts';

export type ValuePopoversProps = {
  /** The conditions as summarised, their filters named by label (core's withFieldLabels). */
  conditions: readonly Condition[];
};

/**
 * spec 002 §9: a value over 60 characters is cut in the summary (core's summarizeFilter); a button
 * beside the summary opens a popover with the whole value.
 */
export function ValuePopovers({ conditions }: ValuePopoversProps) {
  const long = conditions
    .flatMap((condition) => condition.filters.map(summarizeFilter))
    .filter((summary) => summary.valueNeedsPopover && summary.value !== null);
  if (long.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {long.map((summary, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt from the filters each render
        <Popover key={index} width={360} position="bottom-start" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={BUILDER_TEXTS.fullValue(summary.property)}
            >
              <IconDots size={14} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              {summary.value}
            </Text>
          </Popover.Dropdown>
        </Popover>
      ))}
    </Group>
  );
}
