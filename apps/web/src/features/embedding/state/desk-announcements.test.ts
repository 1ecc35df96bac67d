import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import type { ParentNotificationAction } from '@parley/core/embedding/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDeskStore } from '../../agent-desktop/state/desk-store.ts';
import { type DeskAnnouncer, startDeskAnnouncements } from './desk-announcements.ts';

type Sent = {
  action: ParentNotificationAction;
  taskSid: string | undefined;
  name: string | null | undefined;
};

describe('desk announcements (spec 001 §6 messages to the parent frame)', () => {
  let sent: Sent[];
  let announcer: DeskAnnouncer;
  const store = () => useDeskStore.getState();
  const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));
  /** A reservation.updated event: recorded by the bridge, applied by the desk. */
  const event = (reservation: Reservation) => {
    announcer.recordReservationEvent(reservation);
    store().applyReservation(reservation);
  };

  beforeEach(() => {
    store().reset();
    sent = [];
    announcer = startDeskAnnouncements((action, contact, details) => {
      sent.push({ action, taskSid: details?.taskSid ?? undefined, name: contact?.name });
    });
  });
  afterEach(() => announcer.stop());

  it('announces each step of a reservation once, with its contact and task', async () => {
    store().hydrate([]);
    const offer = makeReservation({ attributes: { name: 'Ana Lee', contactPhone: '+14155550107' } });
    event(offer);
    event({ ...offer, status: 'accepted' });
    event({ ...offer, status: 'accepted' });
    event({ ...offer, status: 'wrapping' });
    event({ ...offer, status: 'completed' });
    await flush();
    const task = offer.taskSid;
    expect(sent).toEqual([
      { action: 'task-assigned', taskSid: task, name: 'Ana Lee' },
      { action: 'task-active', taskSid: task, name: 'Ana Lee' },
      { action: 'task-accepted', taskSid: task, name: 'Ana Lee' },
      { action: 'task-wrapping', taskSid: task, name: 'Ana Lee' },
      { action: 'task-completed', taskSid: task, name: 'Ana Lee' },
    ]);
  });

  it('announces a task that leaves without being completed as cancelled', async () => {
    store().hydrate([]);
    const rescinded = makeReservation();
    const rejected = makeReservation();
    event(rescinded);
    event(rejected);
    sent = [];
    event({ ...rescinded, status: 'rescinded' });
    event({ ...rejected, status: 'rejected' });
    await flush();
    expect(sent.filter((message) => message.action === 'task-cancelled').map((m) => m.taskSid)).toEqual([
      rescinded.taskSid,
      rejected.taskSid,
    ]);
  });

  it('tells the end from the last live status when the desk itself removed the task', async () => {
    store().hydrate([]);
    const worked = makeReservation();
    const refused = makeReservation();
    event(worked);
    event({ ...worked, status: 'wrapping' });
    event(refused);
    sent = [];
    // The desk applies completed (after summarize-task) and rejected itself, without an event.
    store().applyReservation({ ...worked, status: 'completed' });
    store().applyReservation({ ...refused, status: 'rejected' });
    await flush();
    const ends = sent.filter(({ action }) => action !== 'task-active');
    expect(ends.map(({ action, taskSid }) => ({ action, taskSid }))).toEqual([
      { action: 'task-completed', taskSid: worked.taskSid },
      { action: 'task-cancelled', taskSid: refused.taskSid },
    ]);
  });

  it('announces steps a reservation skipped when the desk first sees it further along', () => {
    store().hydrate([]);
    const accepted = makeReservation({ status: 'accepted' });
    event(accepted);
    expect(sent.map((message) => message.action)).toEqual(['task-assigned', 'task-accepted', 'task-active']);
  });

  it('does not announce again what the desk holds when it loads, except its active task', () => {
    const held = makeReservation({ status: 'accepted' });
    store().hydrate([held]);
    expect(sent).toEqual([{ action: 'task-active', taskSid: held.taskSid, name: 'Grace Hopper' }]);
    event({ ...held, status: 'wrapping' });
    expect(sent.at(-1)).toMatchObject({ action: 'task-wrapping', taskSid: held.taskSid });
  });

  it('takes a desk that loaded before it started as known', () => {
    announcer.stop();
    const held = makeReservation();
    store().hydrate([held]);
    sent = [];
    announcer = startDeskAnnouncements((action, _contact, details) => {
      sent.push({ action, taskSid: details?.taskSid ?? undefined, name: undefined });
    });
    expect(sent).toEqual([{ action: 'task-active', taskSid: held.taskSid, name: undefined }]);
    event({ ...held, status: 'accepted' });
    expect(sent.map((message) => message.action)).toEqual(['task-active', 'task-accepted']);
  });

  it('says nothing when the agent signs out', async () => {
    store().hydrate([makeReservation({ status: 'accepted' })]);
    sent = [];
    store().reset();
    await flush();
    expect(sent).toEqual([]);
  });
});
