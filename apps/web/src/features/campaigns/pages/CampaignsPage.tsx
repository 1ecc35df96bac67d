// /campaigns: the campaigns list (issue 14 list; spec 000 §2).
import { Alert, Button, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { CAMPAIGNS_PAGE_SIZE } from '../api/campaigns-api.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { CampaignsFilters, type CampaignsFilterValues } from '../components/CampaignsFilters.tsx';
import { CampaignsTable } from '../components/CampaignsTable.tsx';
import { ManagersOnlyNotice } from '../components/ManagersOnlyNotice.tsx';
import { useCampaignsPage } from '../hooks/useCampaignQueries.ts';
import { useCanManageCampaigns } from '../hooks/useCanManageCampaigns.ts';
import { toCampaignFilter } from '../utils/campaign-filter.ts';

const NO_FILTER: CampaignsFilterValues = { name: '', state: null, messageType: null, showArchived: false };
const SEARCH_DEBOUNCE_MS = 300;

function NewCampaignButton() {
  return (
    <Button component={Link} to="/campaigns/new" leftSection={<IconPlus size={16} aria-hidden />}>
      {CAMPAIGNS_TEXTS.newCampaign}
    </Button>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / CAMPAIGNS_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {CAMPAIGNS_TEXTS.list.pageOf(page, pages)}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {CAMPAIGNS_TEXTS.list.previous}
        </Button>
        <Button variant="default" size="xs" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          {CAMPAIGNS_TEXTS.list.next}
        </Button>
      </Group>
    </Group>
  );
}

function CampaignsList() {
  const [values, setValues] = useState(NO_FILTER);
  const [page, setPage] = useState(0);
  const [name] = useDebouncedValue(values.name, SEARCH_DEBOUNCE_MS);
  const filtered =
    values.name.trim() !== '' || values.state !== null || values.messageType !== null || values.showArchived;
  const campaigns = useCampaignsPage(toCampaignFilter({ ...values, name }), page);

  let body: React.ReactNode;
  if (campaigns.isPending)
    body = (
      <Stack gap="xs" aria-busy="true" aria-label={CAMPAIGNS_TEXTS.loadingList}>
        <Skeleton h={44} />
        <Skeleton h={44} />
        <Skeleton h={44} />
      </Stack>
    );
  else if (campaigns.isError) body = <Alert color="red">{CAMPAIGNS_TEXTS.loadFailed}</Alert>;
  else if (campaigns.data.items.length === 0 && !filtered)
    body = (
      <EmptyState
        icon={<IconSpeakerphone size={28} stroke={1.5} aria-hidden />}
        withIndicatorBackground
        title={CAMPAIGNS_TEXTS.empty}
        description={CAMPAIGNS_TEXTS.emptyHelp}
      >
        <NewCampaignButton />
      </EmptyState>
    );
  else if (campaigns.data.items.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {CAMPAIGNS_TEXTS.noMatches}
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        <CampaignsTable campaigns={campaigns.data.items} />
        <Pager page={page} total={campaigns.data.total} onPage={setPage} />
      </Stack>
    );

  return (
    <Stack gap="md">
      <CampaignsFilters
        value={values}
        onChange={(next) => {
          setValues(next);
          setPage(0);
        }}
      />
      {body}
    </Stack>
  );
}

/** /campaigns: the brand's campaigns, 25 a page, with search and filters (issue 14). */
export function CampaignsPage() {
  const title = useRouteTitle(CAMPAIGNS_TEXTS.title);
  if (!useCanManageCampaigns()) return <ManagersOnlyNotice title={title} />;
  return (
    <Stack p="xl" gap="lg">
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <NewCampaignButton />
      </Group>
      <CampaignsList />
    </Stack>
  );
}
