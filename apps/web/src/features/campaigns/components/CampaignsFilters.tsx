// The campaigns list's search and filters (issue 14 list).
import { Group, Select, Switch, TextInput } from '@mantine/core';
import { CAMPAIGN_MESSAGE_TYPES, CAMPAIGN_STATES } from '@parley/core/campaigns/campaign-model';
import { CAMPAIGN_STATE_LABELS } from '@parley/core/campaigns/campaign-states';
import { IconSearch } from '@tabler/icons-react';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';

export type CampaignsFilterValues = {
  name: string;
  state: string | null;
  messageType: string | null;
  showArchived: boolean;
};

export type CampaignsFiltersProps = {
  value: CampaignsFilterValues;
  onChange: (value: CampaignsFilterValues) => void;
};

const TEXTS = CAMPAIGNS_TEXTS.list;

/** Search by name, state and type, and whether archived campaigns show. */
export function CampaignsFilters({ value, onChange }: CampaignsFiltersProps) {
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        aria-label={TEXTS.search}
        placeholder={TEXTS.search}
        leftSection={<IconSearch size={14} aria-hidden />}
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
        w={260}
      />
      <Select
        aria-label={TEXTS.stateFilter}
        placeholder={TEXTS.anyState}
        clearable
        data={CAMPAIGN_STATES.map((state) => ({ value: state, label: CAMPAIGN_STATE_LABELS[state] }))}
        value={value.state}
        onChange={(state) => onChange({ ...value, state })}
        w={170}
      />
      <Select
        aria-label={TEXTS.typeFilter}
        placeholder={TEXTS.anyType}
        clearable
        data={CAMPAIGN_MESSAGE_TYPES.map((type) => ({
          value: type,
          label: CAMPAIGNS_TEXTS.typeLabels[type],
        }))}
        value={value.messageType}
        onChange={(messageType) => onChange({ ...value, messageType })}
        w={140}
      />
      <Switch
        label={TEXTS.showArchived}
        checked={value.showArchived}
        onChange={(event) => onChange({ ...value, showArchived: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
