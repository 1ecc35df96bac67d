import { Group, Pagination, Text } from '@mantine/core';

export type PagedListFooterProps = {
  /** "12 users": the list's total, in the list's own words. */
  totalLabel: string;
  /** The page the server returned: zero-based `page`, `size` rows a page, `total` rows in all. */
  paging: { total: number; page: number; size: number };
  /** Called with the zero-based page to show. */
  onPageChange: (page: number) => void;
};

/** Under a paged settings list: its total, and the page buttons once there is more than one page. */
export function PagedListFooter({ totalLabel, paging, onPageChange }: PagedListFooterProps) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {totalLabel}
      </Text>
      {paging.total > paging.size && (
        <Pagination
          total={Math.ceil(paging.total / paging.size)}
          value={paging.page + 1}
          onChange={(value) => onPageChange(value - 1)}
          size="sm"
        />
      )}
    </Group>
  );
}
