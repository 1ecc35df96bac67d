// The audience pickers of the campaign editor (issue 14 editor).
import { Card, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useSegments } from '../../segments/hooks/useSegmentQueries.ts';
import type { Campaign } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { useContactListOptions } from '../hooks/useCampaignOptions.ts';

export type CampaignAudienceFieldsProps = {
  segmentIds: string[];
  contactListIds: string[];
  /** The saved campaign: its audience items stay choosable even when deleted since. */
  campaign: Campaign | null;
  /** A started campaign's audience was taken at its start. */
  fixed: boolean;
  error?: string;
  onChange: (change: { segmentIds?: string[]; contactListIds?: string[] }) => void;
};

const TEXTS = CAMPAIGNS_TEXTS.audience;
const FORM = CAMPAIGNS_TEXTS.form;

type Option = { value: string; label: string };

function withSaved(
  options: Option[],
  saved: readonly { id: string; name: string | null }[],
  deleted: string,
) {
  const merged = [...options];
  for (const item of saved)
    if (!merged.some((option) => option.value === item.id))
      merged.push({ value: item.id, label: item.name ?? deleted });
  return merged;
}

/** The audience: segments (with their counts now) and contact lists, at least one of them. */
export function CampaignAudienceFields({
  segmentIds,
  contactListIds,
  campaign,
  fixed,
  error,
  onChange,
}: CampaignAudienceFieldsProps) {
  const segments = useSegments();
  const lists = useContactListOptions();
  const segmentOptions = withSaved(
    (segments.data ?? []).map((segment) => ({
      value: segment.id,
      label: TEXTS.withCount(segment.name, segment.count),
    })),
    campaign?.segments ?? [],
    TEXTS.deletedSegment,
  );
  const listOptions = withSaved(
    (lists.data ?? []).map((list) => ({ value: list.id, label: list.name })),
    campaign?.contactLists ?? [],
    TEXTS.deletedList,
  );
  return (
    <Card withBorder padding="lg" component="section" aria-label={FORM.audience}>
      <Stack gap="md">
        <Title order={4}>{FORM.audience}</Title>
        <Text size="xs" c="dimmed">
          {fixed ? FORM.audienceFixed : FORM.audienceHelp}
        </Text>
        <MultiSelect
          label={FORM.segments}
          searchable
          data={segmentOptions}
          value={segmentIds}
          disabled={fixed}
          error={error ? true : undefined}
          onChange={(next) => onChange({ segmentIds: next })}
        />
        <MultiSelect
          label={FORM.contactLists}
          searchable
          data={listOptions}
          value={contactListIds}
          disabled={fixed}
          error={error}
          onChange={(next) => onChange({ contactListIds: next })}
        />
      </Stack>
    </Card>
  );
}
