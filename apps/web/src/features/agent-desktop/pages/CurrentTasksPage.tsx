import { Box, Flex } from '@mantine/core';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { ActiveTaskPanel } from '../components/ActiveTaskPanel.tsx';
import { TaskListPanel } from '../components/TaskListPanel.tsx';

/** /agent: the agent's current tasks (spec 000 §4) and the active one (spec 001 §4). */
export function CurrentTasksPage() {
  const title = useRouteTitle('Current Tasks');
  return (
    <Flex h="100%" mih={0}>
      <TaskListPanel title={title} />
      <Box flex={1} miw={0} h="100%">
        <ActiveTaskPanel />
      </Box>
    </Flex>
  );
}
