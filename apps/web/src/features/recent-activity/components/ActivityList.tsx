import { Alert, Button, Center, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { useRef } from 'react';
import type { RecentActivityFilter } from '../../../shared/graphql/schema-types.generated.ts';
import { useLoadWhenVisible } from '../hooks/useLoadWhenVisible.ts';
import { useRecentActivity } from '../hooks/useRecentActivity.ts';
import { RECENT_ACTIVITY_TEXTS as TEXTS } from '../recent-activity-texts.ts';
import { ActivityRow } from './ActivityRow.tsx';

export type ActivityListProps = { filter: RecentActivityFilter; filtered: boolean };

function Loading() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={TEXTS.loading}>
      <Skeleton h={58} />
      <Skeleton h={58} />
      <Skeleton h={58} />
    </Stack>
  );
}

/** The feed, newest first: more pages load as the end scrolls into view, or with "Load more". */
export function ActivityList({ filter, filtered }: ActivityListProps) {
  const feed = useRecentActivity(filter);
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  useLoadWhenVisible(sentinel, {
    enabled: Boolean(canLoadMore),
    onVisible: () => void feed.fetchNextPage(),
  });

  if (feed.isPending) return <Loading />;
  if (feed.isError)
    return (
      <Alert color="red" title={TEXTS.loadFailed}>
        <Button size="xs" variant="light" color="red" onClick={() => void feed.refetch()}>
          {TEXTS.retry}
        </Button>
      </Alert>
    );
  const items = feed.data.pages.flatMap((page) => page.items);
  const lookbackDays = feed.data.pages[0]?.lookbackDays ?? 0;
  if (items.length === 0)
    return (
      <EmptyState
        icon={<IconActivity size={28} stroke={1.5} aria-hidden />}
        withIndicatorBackground
        title={filtered ? TEXTS.emptyFiltered(lookbackDays) : TEXTS.empty(lookbackDays)}
        description={TEXTS.emptyHelp}
      />
    );
  const now = feed.dataUpdatedAt || Date.now();
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {TEXTS.window(lookbackDays)}
      </Text>
      <Stack
        gap="xs"
        component="ul"
        aria-label={TEXTS.listLabel}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((item) => (
          <ActivityRow key={item.id} item={item} now={now} />
        ))}
      </Stack>
      <div ref={sentinel} />
      {feed.isFetchNextPageError ? <Alert color="red">{TEXTS.loadFailed}</Alert> : null}
      <Center py="sm">
        {feed.hasNextPage ? (
          <Button
            variant="default"
            loading={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {TEXTS.loadMore}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {TEXTS.end}
          </Text>
        )}
      </Center>
    </Stack>
  );
}
