import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from '../common/channels.ts';
import { makeReservation } from './fixtures.ts';
import type { Reservation } from './reservation.ts';
import {
  applyReservation,
  applyReservations,
  EMPTY_DESK_RESERVATIONS,
  ENDED_RESERVATIONS_REMEMBERED,
  nextActiveTaskSid,
  rememberTaskCreationDates,
  taskList,
} from './task-list.ts';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 9, minute)).toISOString();

describe('taskList (spec 000 §4)', () => {
  it('shows newest first', () => {
    const older = makeReservation({ createdDate: at(1) });
    const newer = makeReservation({ createdDate: at(5) });
    const middle = makeReservation({ createdDate: at(3) });
    expect(taskList([older, newer, middle]).map((r) => r.sid)).toEqual([newer.sid, middle.sid, older.sid]);
  });

  it('hides completed and canceled tasks and ended reservations', () => {
    const live = makeReservation({ createdDate: at(1) });
    const completedTask = makeReservation({ taskStatus: 'completed', status: 'wrapping' });
    const canceledTask = makeReservation({ taskStatus: 'canceled' });
    const rejected = makeReservation({ status: 'rejected' });
    expect(taskList([live, completedTask, canceledTask, rejected])).toEqual([live]);
  });

  it('keeps one entry for an original task and its transfer: the newer', () => {
    const original = makeReservation({ createdDate: at(1), status: 'accepted', taskStatus: 'assigned' });
    const transferred = makeReservation({
      createdDate: at(2),
      attributes: { ...original.attributes, originalTaskSid: original.taskSid },
    });
    const other = makeReservation({ createdDate: at(0) });
    expect(taskList([original, other, transferred]).map((r) => r.sid)).toEqual([transferred.sid, other.sid]);
  });

  it('reads the spec spelling original_task_sid too', () => {
    const original = makeReservation({ createdDate: at(1) });
    const transferred = makeReservation({
      createdDate: at(2),
      attributes: { original_task_sid: original.taskSid },
    });
    expect(taskList([transferred, original])).toEqual([transferred]);
  });

  it('keeps a transferred task whose original is not in the list', () => {
    const transferred = makeReservation({ attributes: { originalTaskSid: 'WTgone' } });
    expect(taskList([transferred])).toEqual([transferred]);
  });

  it('orders a task by the creation date first stored for it', () => {
    const first = makeReservation({ createdDate: at(1) });
    const second = makeReservation({ createdDate: at(2) });
    const reoffered = { ...first, sid: 'WRagain', reservationSid: 'WRagain', createdDate: at(9) };
    const dates = rememberTaskCreationDates({}, [first, second]);
    expect(taskList([reoffered, second], dates).map((r) => r.sid)).toEqual([second.sid, 'WRagain']);
  });

  it('holds its rules for any mix of reservations (property)', () => {
    const arbitraryReservation = fc
      .record({
        task: fc.integer({ min: 0, max: 8 }),
        original: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
        minute: fc.integer({ min: 0, max: 59 }),
        status: fc.constantFrom(...RESERVATION_STATUSES),
        taskStatus: fc.constantFrom('pending', 'assigned', 'accepted', 'wrapping', 'completed', 'canceled'),
      })
      .map(({ task, original, minute, status, taskStatus }) =>
        makeReservation({
          taskSid: `WT${task}`,
          createdDate: at(minute),
          status,
          taskStatus,
          attributes: original === undefined ? {} : { originalTaskSid: `WT${original}` },
        }),
      );
    fc.assert(
      fc.property(fc.array(arbitraryReservation, { maxLength: 20 }), (reservations: Reservation[]) => {
        const list = taskList(reservations);
        const times = list.map((r) => Date.parse(r.createdDate));
        expect(times).toEqual([...times].sort((a, b) => b - a));
        expect(new Set(list.map((r) => r.taskSid)).size).toBe(list.length);
        for (const r of list) {
          expect(['completed', 'canceled']).not.toContain(r.taskStatus);
          expect(['rejected', 'rescinded', 'timeout', 'canceled', 'completed']).not.toContain(r.status);
        }
        const sids = new Set(list.map((r) => r.taskSid));
        for (const r of list) {
          const original = r.attributes.originalTaskSid;
          if (typeof original === 'string' && original !== r.taskSid) expect(sids.has(original)).toBe(false);
        }
      }),
    );
  });
});

describe('applyReservation', () => {
  it('adds, updates and removes ended reservations (spec 001 §4)', () => {
    const offer = makeReservation();
    let desk = applyReservation(EMPTY_DESK_RESERVATIONS, offer);
    expect(desk.bySid[offer.sid]).toEqual(offer);
    desk = applyReservation(desk, { ...offer, status: 'accepted', taskStatus: 'assigned' });
    expect(desk.bySid[offer.sid]?.status).toBe('accepted');
    for (const status of ['rejected', 'rescinded', 'timeout', 'canceled', 'completed'] as const) {
      const other = makeReservation();
      const withOther = applyReservation(desk, other);
      expect(applyReservation(withOther, { ...other, status }).bySid[other.sid]).toBeUndefined();
    }
  });

  it('ignores news older than what it holds, and never brings an ended reservation back', () => {
    const offer = makeReservation();
    const accepted = { ...offer, status: 'accepted' as const };
    const desk = applyReservations(EMPTY_DESK_RESERVATIONS, [accepted, offer]);
    expect(desk.bySid[offer.sid]?.status).toBe('accepted');
    const ended = applyReservations(desk, [{ ...offer, status: 'timeout' }, offer]);
    expect(ended.bySid[offer.sid]).toBeUndefined();
  });

  it('remembers a bounded number of ended reservations', () => {
    let desk = EMPTY_DESK_RESERVATIONS;
    for (let i = 0; i < ENDED_RESERVATIONS_REMEMBERED + 10; i += 1) {
      desk = applyReservation(desk, makeReservation({ status: 'rejected' }));
    }
    expect(desk.ended).toHaveLength(ENDED_RESERVATIONS_REMEMBERED);
  });
});

describe('rememberTaskCreationDates (spec 000 §9: capped at 100)', () => {
  it('keeps the first date seen for a task', () => {
    const dates = rememberTaskCreationDates({ WT1: at(1) }, [{ taskSid: 'WT1', createdDate: at(7) }]);
    expect(dates).toEqual({ WT1: at(1) });
  });

  it('keeps the newest 100', () => {
    const many = Array.from({ length: 130 }, (_, i) => ({
      taskSid: `WT${i}`,
      createdDate: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
    }));
    const dates = rememberTaskCreationDates({}, many);
    expect(Object.keys(dates)).toHaveLength(100);
    expect(dates.WT129).toBeDefined();
    expect(dates.WT29).toBeUndefined();
    expect(dates.WT30).toBeDefined();
  });
});

describe('nextActiveTaskSid (spec 001 §4)', () => {
  const top = makeReservation({ createdDate: at(9) });
  const below = makeReservation({ createdDate: at(1) });
  const list = [top, below];

  it('keeps the active task while it is listed', () => {
    expect(nextActiveTaskSid(list, below.taskSid)).toBe(below.taskSid);
  });
  it('makes the top remaining task active when the active one left', () => {
    expect(nextActiveTaskSid(list, 'WTremoved')).toBe(top.taskSid);
    expect(nextActiveTaskSid(list, null)).toBe(top.taskSid);
  });
  it('has none for an empty list', () => {
    expect(nextActiveTaskSid([], top.taskSid)).toBeNull();
  });
});
