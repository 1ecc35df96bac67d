import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AudienceTotal } from '../api/audience-api.ts';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';

export type AudienceTotalTextProps = {
  total: UseQueryResult<AudienceTotal>;
  /** The list is a search (its total is the matches), not every contact. */
  isSearch: boolean;
  /** A new text or page is on its way: the total shown may be the previous one's. */
  searching: boolean;
};

/** "1,234 contacts", "12 contacts match" or "10,000+ contacts"; nothing when it could not be counted. */
export function AudienceTotalText({ total, isSearch, searching }: AudienceTotalTextProps) {
  if (total.isError) return null;
  const counting = total.isPending || (searching && total.isFetching) || total.isPlaceholderData;
  let text: string = AUDIENCE_TEXTS.counting;
  if (!counting && total.data) {
    const { count, capped } = total.data;
    text = isSearch ? AUDIENCE_TEXTS.matches(count, capped) : AUDIENCE_TEXTS.total(count, capped);
  }
  return (
    <Text size="sm" c="dimmed" role="status" aria-label={AUDIENCE_TEXTS.totalLabel}>
      {text}
    </Text>
  );
}
