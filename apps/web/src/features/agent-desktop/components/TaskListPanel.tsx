import { Button, EmptyState, Group, ScrollArea, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { IconInbox, IconMessagePlus } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyComponent, useShownOnce } from '../../../shared/chunk-retry/lazy-component.ts';
import { useBelowBreakpoint } from '../../../shared/layout/useBelowBreakpoint.ts';
import { useLayoutSettings } from '../../../shared/layout/useLayoutSettings.ts';
import { useOfferAnnouncement } from '../hooks/useOfferAnnouncement.ts';
import { useTaskList } from '../hooks/useTaskList.ts';
import { useDeskStore } from '../state/desk-store.ts';
import { TEXT_PHONE_PARAM } from '../utils/desk-links.ts';
import { showOffersInTaskList } from '../utils/desk-notifications.ts';
import { useDeskColumn } from './useDeskColumn.ts';

export type TaskListPanelProps = { title: string };

const TASK_LIST_WIDTH = 320;
/** Below the `lg` breakpoint (a tablet at 1024 px): room for the task and the customer beside it. */
const COMPACT_TASK_LIST_WIDTH = 272;

// The tasks' rows are a chunk of their own (a contact's number is shown with libphonenumber's
// formatting), loaded once there is a task: an empty desk opens without them.
const TaskListItem = lazyComponent(
  () => import('./TaskListItem.tsx'),
  (m) => m.TaskListItem,
);

// Its own chunk (the form, phone-number rules): loaded when first opened.
const NewTextModal = lazyComponent(
  () => import('./NewTextModal.tsx'),
  (m) => m.NewTextModal,
);

/**
 * The task list column: heading, "New text", and the tasks newest first (spec 000 §4). While it is on
 * screen, offers show in their rows (time left, Reject / Accept) instead of as toasts, and each new
 * one is announced to screen readers here (docs/agent-desktop-web.md "Offers").
 */
export function TaskListPanel({ title }: TaskListPanelProps) {
  const list = useTaskList();
  const loaded = useDeskStore((state) => state.loaded);
  const activeTaskSid = useDeskStore((state) => state.activeTaskSid);
  const setActiveTask = useDeskStore((state) => state.setActiveTask);
  const { hidden } = useLayoutSettings();
  const [newTextOpen, setNewTextOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  // /agent?textPhoneNumber=… (a contact's Send a text, issue 16): New text opens with the number.
  const [textPhone, setTextPhone] = useState<string | null>(null);
  const linkedPhone = params.get(TEXT_PHONE_PARAM);
  useEffect(() => {
    if (!linkedPhone) return;
    setTextPhone(linkedPhone);
    setNewTextOpen(true);
    setParams(
      (current) => {
        current.delete(TEXT_PHONE_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [linkedPhone, setParams]);
  const newTextMounted = useShownOnce(newTextOpen);
  useEffect(showOffersInTaskList, []);
  const announcement = useOfferAnnouncement(list, loaded);
  const column = useDeskColumn();
  const compact = useBelowBreakpoint('lg');
  const width = column.oneColumn ? '100%' : compact ? COMPACT_TASK_LIST_WIDTH : TASK_LIST_WIDTH;

  return (
    <Stack
      w={width}
      h="100%"
      gap={0}
      // On one column the list stays mounted behind the open task (offers stay out of toasts, its
      // scroll position stays), only hidden (issue 17 item 10).
      display={column.showsTaskList ? undefined : 'none'}
      style={{
        borderRight: column.oneColumn ? undefined : '1px solid var(--mantine-color-default-border)',
        flexShrink: 0,
      }}
    >
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {!hidden.actionablePanels && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            onClick={() => setNewTextOpen(true)}
          >
            {AGENT_DESKTOP_TEXTS.newText}
          </Button>
        )}
      </Group>
      <ScrollArea flex={1} type="auto">
        {!loaded ? (
          <TaskListSkeleton />
        ) : list.length === 0 ? (
          <EmptyState
            mt="xl"
            icon={<IconInbox size={28} stroke={1.5} aria-hidden />}
            withIndicatorBackground
            title={AGENT_DESKTOP_TEXTS.noTasksTitle}
            description={AGENT_DESKTOP_TEXTS.noTasksDescription}
          />
        ) : (
          <Suspense fallback={<TaskListSkeleton />}>
            <Stack component="ul" aria-label={AGENT_DESKTOP_TEXTS.tasksHeading} gap={4} px="xs" pb="md" m={0}>
              {list.map((reservation) => (
                <TaskListItem
                  key={reservation.sid}
                  reservation={reservation}
                  active={reservation.taskSid === activeTaskSid}
                  // On one column the open task is not beside the list: its offer is answered here.
                  offerActionsWhenActive={column.oneColumn}
                  onSelect={() => {
                    setActiveTask(reservation.taskSid);
                    column.openTask();
                  }}
                />
              ))}
            </Stack>
          </Suspense>
        )}
      </ScrollArea>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {newTextMounted && (
        <Suspense fallback={null}>
          <NewTextModal
            opened={newTextOpen}
            initialPhone={textPhone}
            onClose={() => {
              setNewTextOpen(false);
              setTextPhone(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function TaskListSkeleton() {
  return (
    <Stack gap="xs" px="md" aria-busy="true" aria-label={AGENT_DESKTOP_TEXTS.loadingTasks}>
      <Skeleton h={56} />
      <Skeleton h={56} />
      <Skeleton h={56} />
    </Stack>
  );
}
