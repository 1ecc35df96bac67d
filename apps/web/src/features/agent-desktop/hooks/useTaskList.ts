import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { taskList } from '@parley/core/agent-desktop/task-list';
import { useMemo } from 'react';
import { findReservationByTask, useDeskStore } from '../state/desk-store.ts';

/** The agent's task list (spec 000 §4 ordering and de-duplication), recomputed when the desk changes. */
export function useTaskList(): Reservation[] {
  const reservations = useDeskStore((state) => state.reservations);
  const creationDates = useDeskStore((state) => state.creationDates);
  return useMemo(
    () => taskList(Object.values(reservations.bySid), creationDates),
    [reservations, creationDates],
  );
}

export function useActiveReservation(): Reservation | null {
  return useDeskStore((state) => findReservationByTask(state, state.activeTaskSid));
}
