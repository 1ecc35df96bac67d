import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { AGENTS_TEXTS } from '../agents-texts.ts';
import type { AgentSort, AgentSortKey } from '../utils/agent-list.ts';

export type SortableHeaderProps = {
  label: string;
  sortKey: AgentSortKey;
  sort: AgentSort;
  onSort: (sort: AgentSort) => void;
};

/** A column header that sorts by its key; a second click turns the direction. */
export function SortableHeader({ label, sortKey, sort, onSort }: SortableHeaderProps) {
  const active = sort.key === sortKey;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        aria-label={AGENTS_TEXTS.sortBy(label)}
        onClick={() =>
          onSort({
            key: sortKey,
            direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
          })
        }
      >
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Icon size={14} stroke={1.5} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
