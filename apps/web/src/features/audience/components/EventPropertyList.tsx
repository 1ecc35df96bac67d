import { Box, Text } from '@mantine/core';
import type { PropertyEntry } from '@parley/core/contacts/property-entries';
import { displayValue } from '../utils/audience-format.ts';

export type EventPropertyListProps = { label: string; entries: readonly PropertyEntry[] };

/** An event's properties as label: value pairs (a description list), two aligned columns. */
export function EventPropertyList({ label, entries }: EventPropertyListProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 12, rowGap: 2 }}
    >
      {entries.map((entry) => (
        <Box key={entry.key} style={{ display: 'contents' }}>
          <Text component="dt" size="xs" c="dimmed">
            {entry.label}
          </Text>
          <Text component="dd" size="xs" m={0} style={{ wordBreak: 'break-word' }}>
            {displayValue(entry.value)}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
