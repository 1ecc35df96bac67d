import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from '../common/channels.ts';
import {
  PARENT_NOTIFICATION_ACTIONS,
  parentContactOf,
  parentNotification,
  reservationNotificationAction,
} from './messages.ts';

describe('messages to the parent frame (spec 001 §6)', () => {
  it('lists every action of the spec', () => {
    expect([...PARENT_NOTIFICATION_ACTIONS].sort()).toEqual(
      [
        'task-active',
        'task-assigned',
        'task-accepted',
        'task-cancelled',
        'task-completed',
        'task-wrapping',
        'call-disconnected',
        'status-changed',
        'started-barging',
        'started-listening',
        'started-whispering',
      ].sort(),
    );
  });

  it('carries source, action and contact, and the task or status when given', () => {
    const contact = { profileId: 'p-1', contactPhone: '+14155550107', name: 'Ana', email: null };
    expect(parentNotification('task-accepted', contact, { taskSid: 'WT1' })).toEqual({
      source: 'parley',
      action: 'task-accepted',
      contact,
      taskSid: 'WT1',
    });
    expect(parentNotification('status-changed', null, { status: 'Break', taskSid: null })).toEqual({
      source: 'parley',
      action: 'status-changed',
      contact: null,
      status: 'Break',
    });
  });

  it('takes the contact from task attributes, or null when the task names none', () => {
    expect(
      parentContactOf({ profileId: ' p-1 ', contactPhone: '+14155550107', name: 'Ana Lee', title: 'x' }),
    ).toEqual({ profileId: 'p-1', contactPhone: '+14155550107', name: 'Ana Lee', email: null });
    expect(parentContactOf({ email: 'ana@example.com', name: '' })).toEqual({
      profileId: null,
      contactPhone: null,
      name: null,
      email: 'ana@example.com',
    });
    expect(parentContactOf({ title: 'Call back', profileId: { nested: true } })).toBeNull();
  });

  it('maps every reservation status to an action', () => {
    const actions = Object.fromEntries(
      RESERVATION_STATUSES.map((status) => [status, reservationNotificationAction(status)]),
    );
    expect(actions).toEqual({
      pending: 'task-assigned',
      accepted: 'task-accepted',
      wrapping: 'task-wrapping',
      completed: 'task-completed',
      rejected: 'task-cancelled',
      timeout: 'task-cancelled',
      rescinded: 'task-cancelled',
      canceled: 'task-cancelled',
    });
  });
});
