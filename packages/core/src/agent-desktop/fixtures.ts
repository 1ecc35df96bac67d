// Test support (core and web tests): reservations and messages shaped like the server's.
import type { ConversationMessage, Reservation } from './reservation.ts';

let counter = 0;

function hex32(value: number): string {
  return value.toString(16).padStart(32, '0');
}

/** A pending inbound SMS reservation; every call gets fresh sids unless given. */
export function makeReservation(overrides: Partial<Reservation> = {}): Reservation {
  counter += 1;
  const taskSid = overrides.taskSid ?? `WT${hex32(counter)}`;
  return {
    sid: `WR${hex32(counter)}`,
    reservationSid: `WR${hex32(counter)}`,
    taskSid,
    status: 'pending',
    taskStatus: 'pending',
    attributes: {
      title: 'Inbound SMS',
      direction: 'inbound',
      contactPhone: '+14155550101',
      name: 'Grace Hopper',
      conversationSid: `CH${hex32(counter)}`,
    },
    priority: 0,
    queueName: 'Support',
    queueSid: 'WQ1',
    taskChannelUniqueName: 'sms',
    channelType: 'sms',
    workflowName: 'Default',
    createdDate: new Date(Date.UTC(2025, 0, 1, 9, 0, counter % 60)).toISOString(),
    reservationAcceptedAt: null,
    workerSid: 'WK1',
    timeoutAt: null,
    ...overrides,
    ...(overrides.sid && !overrides.reservationSid ? { reservationSid: overrides.sid } : {}),
  };
}

export function makeMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  counter += 1;
  return {
    sid: `IM${hex32(counter)}`,
    author: '+14155550101',
    body: `Message ${counter}`,
    dateUpdated: new Date(Date.UTC(2025, 0, 1, 9, 0, 0, counter)).toISOString(),
    media: [],
    attributes: { direction: 'inbound', name: 'Grace Hopper' },
    ...overrides,
  };
}
