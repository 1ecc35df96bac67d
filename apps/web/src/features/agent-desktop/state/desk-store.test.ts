import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectTaskList, useDeskStore } from './desk-store.ts';

const desk = () => useDeskStore.getState();

beforeEach(() => {
  desk().reset();
});

describe('the desk store', () => {
  it('keeps what events said during a load, and drops what ended while nobody listened', () => {
    const kept = makeReservation();
    desk().beginLoad();
    desk().applyReservation(kept);
    desk().hydrate([]);
    expect(selectTaskList(desk())).toEqual([kept]);

    // Later the agent was away: the reservation ended unheard; the next load no longer has it.
    desk().beginLoad();
    desk().hydrate([]);
    expect(selectTaskList(desk())).toEqual([]);
  });

  it('does not let an older load answer undo an event', () => {
    const offer = makeReservation();
    desk().beginLoad();
    desk().applyReservation({ ...offer, status: 'accepted' });
    desk().hydrate([offer]);
    expect(selectTaskList(desk())[0]?.status).toBe('accepted');
  });

  it('starts the autocomplete clock when it first sees a task in wrap-up', () => {
    const wrapping = makeReservation({ status: 'wrapping' });
    desk().applyReservation(wrapping, { now: 1_000 });
    desk().applyReservation(
      { ...wrapping, attributes: { ...wrapping.attributes, note: 'x' } },
      { now: 5_000 },
    );
    expect(desk().wrappingSince[wrapping.taskSid]).toBe(1_000);
  });

  it('forgets per-task state when the task leaves', () => {
    const task = makeReservation({ status: 'wrapping' });
    desk().applyReservation(task);
    desk().setWrapUpDraft(task.taskSid, { outcomeId: null, disposition: null, notes: 'n', objections: [] });
    desk().setPendingRemoval(task.taskSid, true);
    desk().applyReservation({ ...task, status: 'completed' });
    expect(desk().wrapUpDrafts).toEqual({});
    expect(desk().pendingRemoval).toEqual([]);
    expect(desk().wrappingSince).toEqual({});
    expect(desk().activeTaskSid).toBeNull();
  });
});
