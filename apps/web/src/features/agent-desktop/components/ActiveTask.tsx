import { Box, Flex, ScrollArea, Stack } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { Suspense } from 'react';
import { lazyComponent } from '../../../shared/chunk-retry/lazy-component.ts';
import { CallTaskPanel } from '../../voice/components/CallTaskPanel.tsx';
import { isCallTask } from '../../voice/utils/call-task.ts';
import { CustomerPanel } from './CustomerPanel.tsx';
import { CustomTaskDetails } from './CustomTaskDetails.tsx';
import { SmsConversation } from './SmsConversation.tsx';
import { TaskHeader } from './TaskHeader.tsx';
import { WrapUpForm } from './WrapUpForm.tsx';

// An email task's thread and composer (features/email): their own chunk, with the HTML sanitiser.
const EmailTask = lazyComponent(
  () => import('../../email/components/EmailTask.tsx'),
  (m) => m.EmailTask,
);

export type ActiveTaskProps = { reservation: Reservation };

/**
 * The active task (spec 001 §4): its header with the actions of its state, its work (the text
 * conversation, the call, a custom task's details), the customer beside it, and wrap-up. A chunk of its own, loaded by
 * ActiveTaskPanel once a task is active.
 */
export function ActiveTask({ reservation }: ActiveTaskProps) {
  const wrapping = reservation.status === 'wrapping';
  const isSms = reservation.taskChannelUniqueName === 'sms';
  const isEmail = reservation.taskChannelUniqueName === 'email';
  // issue 17 item 1: a task about a contact (a text, a call, a custom task) shows them beside it.
  const profileId = textAttribute(reservation, 'profileId');
  return (
    <Flex direction="column" h="100%" mih={0} component="section" aria-label={AGENT_DESKTOP_TEXTS.activeTask}>
      <TaskHeader reservation={reservation} />
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
        {profileId && <CustomerPanel key={profileId} profileId={profileId} />}
        {wrapping && (
          <ScrollArea
            w={340}
            h="100%"
            style={{ borderLeft: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
          >
            <WrapUpForm key={reservation.taskSid} reservation={reservation} />
          </ScrollArea>
        )}
      </Flex>
    </Flex>
  );
}
