// /recent-activity (spec 000 §2, issue 15): what happened to the brand's contacts, newest first,
// within the recentActivityLookbackWindow flag; admins and supervisors only (the rail hides it from
// agents and the server answers them 403).
import { Stack, Text, Title } from '@mantine/core';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { ActivityFilters } from '../components/ActivityFilters.tsx';
import { ActivityList } from '../components/ActivityList.tsx';
import { useActivityFilters } from '../hooks/useActivityFilters.ts';
import { RECENT_ACTIVITY_TEXTS } from '../recent-activity-texts.ts';

export function RecentActivityPage() {
  const title = useRouteTitle(RECENT_ACTIVITY_TEXTS.title);
  const { values, filter, filtered, setFilter, clear } = useActivityFilters();
  return (
    <Stack gap="md" p="lg" maw={1100}>
      <div>
        <Title order={2}>{title}</Title>
        <Text size="sm" c="dimmed">
          {RECENT_ACTIVITY_TEXTS.description}
        </Text>
      </div>
      <ActivityFilters values={values} filtered={filtered} onChange={setFilter} onClear={clear} />
      <ActivityList filter={filter} filtered={filtered} />
    </Stack>
  );
}
