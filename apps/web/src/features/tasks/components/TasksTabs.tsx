import { Tabs } from '@mantine/core';
import { SUPERVISOR_TASK_TEXTS } from '@parley/core/agent-desktop/texts';
import { useNavigate } from 'react-router';

export type TasksTabsProps = { current: '/tasks' | '/recent-tasks' };

/** The Tasks area's two pages (spec 000 §2: /tasks and /recent-tasks share the rail entry). */
export function TasksTabs({ current }: TasksTabsProps) {
  const navigate = useNavigate();
  return (
    <Tabs value={current} onChange={(value) => value && navigate(value)}>
      <Tabs.List>
        <Tabs.Tab value="/tasks">{SUPERVISOR_TASK_TEXTS.openTasksTab}</Tabs.Tab>
        <Tabs.Tab value="/recent-tasks">{SUPERVISOR_TASK_TEXTS.recentTasksTab}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
