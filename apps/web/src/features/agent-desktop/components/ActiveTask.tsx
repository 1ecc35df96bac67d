import { Box, Drawer, Flex, ScrollArea, Stack } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../../shared/chunk-retry/lazy-component.ts';
import { useBelowBreakpoint } from '../../../shared/layout/useBelowBreakpoint.ts';
import { CallTaskPanel } from '../../voice/components/CallTaskPanel.tsx';
import { isCallTask } from '../../voice/utils/call-task.ts';
import { CustomerDrawer } from './CustomerDrawer.tsx';
import { CustomerPanel } from './CustomerPanel.tsx';
import { CustomTaskDetails } from './CustomTaskDetails.tsx';
import { SmsConversation } from './SmsConversation.tsx';
import { TaskHeader } from './TaskHeader.tsx';
import { useDeskColumn } from './useDeskColumn.ts';
import { WrapUpForm } from './WrapUpForm.tsx';

// An email task's thread and composer (features/email): their own chunk, with the HTML sanitiser.
const EmailTask = lazyComponent(
  () => import('../../email/components/EmailTask.tsx'),
  (m) => m.EmailTask,
);

export type ActiveTaskProps = { reservation: Reservation };

const WRAP_UP_WIDTH = 340;
/** Below the `lg` breakpoint (a tablet at 1024 px). */
const COMPACT_WRAP_UP_WIDTH = 300;

/**
 * The active task (spec 001 §4): its header with the actions of its state, its work (the text
 * conversation, the call, a custom task's details), the customer beside it, and wrap-up. A chunk of its own, loaded by
 * ActiveTaskPanel once a task is active.
 * On one column (issue 17 item 10) the task is the whole width: the customer and the wrap-up form
 * open over it as drawers (wrap-up by itself when the task starts wrapping), and the header has the
 * way back to the list. Below `xl` the wrap-up form takes the customer panel's room while it shows.
 */
export function ActiveTask({ reservation }: ActiveTaskProps) {
  const wrapping = reservation.status === 'wrapping';
  const isSms = reservation.taskChannelUniqueName === 'sms';
  const isEmail = reservation.taskChannelUniqueName === 'email';
  // issue 17 item 1: a task about a contact (a text, a call, a custom task) shows them beside it.
  const profileId = textAttribute(reservation, 'profileId');
  const column = useDeskColumn();
  const compact = useBelowBreakpoint('lg');
  const narrow = useBelowBreakpoint('xl');
  const [customerOpen, setCustomerOpen] = useState(false);
  const [wrapUpOpen, setWrapUpOpen] = useState(true);
  // Each time the task starts wrapping, its form opens (on one column, over the conversation).
  useEffect(() => {
    if (wrapping) setWrapUpOpen(true);
  }, [wrapping]);
  // Drawers only while the task is on screen: a hidden one would still hold the focus and the scroll.
  const drawersShown = column.oneColumn && column.showsActiveTask;
  const wrapUpForm = (
    <WrapUpForm key={reservation.taskSid} reservation={reservation} withTitle={!column.oneColumn} />
  );
  return (
    <Flex direction="column" h="100%" mih={0} component="section" aria-label={AGENT_DESKTOP_TEXTS.activeTask}>
      <TaskHeader
        reservation={reservation}
        oneColumn={
          column.oneColumn
            ? {
                onBack: column.backToList,
                onShowCustomer: profileId ? () => setCustomerOpen(true) : null,
                onShowWrapUp: wrapping && !wrapUpOpen ? () => setWrapUpOpen(true) : null,
              }
            : undefined
        }
      />
      <Flex flex={1} mih={0}>
        <Box flex={1} miw={0} h="100%">
          {isSms ? (
            <SmsConversation key={reservation.taskSid} reservation={reservation} />
          ) : isEmail ? (
            <Suspense fallback={null}>
              <EmailTask key={reservation.taskSid} reservation={reservation} />
            </Suspense>
          ) : (
            <ScrollArea h="100%">
              <Stack p="md">
                {isCallTask(reservation) ? (
                  <CallTaskPanel key={reservation.taskSid} reservation={reservation} />
                ) : (
                  <CustomTaskDetails reservation={reservation} />
                )}
              </Stack>
            </ScrollArea>
          )}
        </Box>
        {profileId && !column.oneColumn && (
          <CustomerPanel key={profileId} profileId={profileId} yieldToWrapUp={wrapping && narrow} />
        )}
        {wrapping && !column.oneColumn && (
          <ScrollArea
            w={compact ? COMPACT_WRAP_UP_WIDTH : WRAP_UP_WIDTH}
            h="100%"
            style={{ borderLeft: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
          >
            {wrapUpForm}
          </ScrollArea>
        )}
        {profileId && column.oneColumn && (
          <CustomerDrawer
            key={profileId}
            profileId={profileId}
            opened={drawersShown && customerOpen}
            onClose={() => setCustomerOpen(false)}
          />
        )}
        {wrapping && column.oneColumn && (
          <Drawer
            opened={drawersShown && wrapUpOpen}
            onClose={() => setWrapUpOpen(false)}
            title={AGENT_DESKTOP_TEXTS.wrapUpTitle}
            position="bottom"
            size="90%"
          >
            {wrapUpForm}
          </Drawer>
        )}
      </Flex>
    </Flex>
  );
}
