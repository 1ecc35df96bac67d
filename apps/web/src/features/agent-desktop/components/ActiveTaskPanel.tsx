import { Box, EmptyState } from '@mantine/core';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Suspense } from 'react';
import { lazyComponent } from '../../../shared/chunk-retry/lazy-component.ts';
import { useActiveReservation } from '../hooks/useTaskList.ts';
import { useDeskColumn } from './useDeskColumn.ts';

// The active task's panels (conversation, call, wrap-up: the voice UI, forms) are a chunk of their
// own, downloaded when a task is first opened, not with the desk's first screen.
const ActiveTask = lazyComponent(
  () => import('./ActiveTask.tsx'),
  (m) => m.ActiveTask,
);

/**
 * The active task (spec 001 §4), or what to do when there is none. On one column (issue 17 item 10)
 * it is hidden while the task list shows, not unmounted: a half-typed text stays.
 */
export function ActiveTaskPanel() {
  const reservation = useActiveReservation();
  const { oneColumn, showsActiveTask } = useDeskColumn();
  if (!reservation) {
    // On one column the list is the whole width: nothing to point at beside it.
    if (oneColumn) return null;
    return (
      <EmptyState
        mt={80}
        icon={<IconLayoutSidebarLeftExpand size={28} stroke={1.5} aria-hidden />}
        withIndicatorBackground
        description={AGENT_DESKTOP_TEXTS.noActiveTask}
      />
    );
  }
  return (
    <Box h="100%" display={showsActiveTask ? undefined : 'none'}>
      <Suspense fallback={null}>
        <ActiveTask reservation={reservation} />
      </Suspense>
    </Box>
  );
}
