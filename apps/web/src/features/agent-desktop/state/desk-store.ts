import type { OutboundWait } from '@parley/core/agent-desktop/outbound-wait';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import {
  applyReservation,
  applyReservations,
  type DeskReservations,
  EMPTY_DESK_RESERVATIONS,
  ENDED_RESERVATIONS_REMEMBERED,
  nextActiveTaskSid,
  rememberTaskCreationDates,
  type TaskCreationDates,
  taskList,
} from '@parley/core/agent-desktop/task-list';
import {
  countInboundMessage,
  EMPTY_UNREAD,
  markConversationRead,
  type UnreadState,
} from '@parley/core/agent-desktop/unread';
import type { WrapUpForm } from '@parley/core/agent-desktop/wrap-up';
import { create } from 'zustand';

// The agent desk: the live projection of the agent's reservations (loaded once, then kept by
// reservation.* events) and the UI state around it. Not persisted (spec 000 §9: tasks and
// conversations are not kept in local state). The rules are the pure functions of packages/core.

export const EMPTY_WRAP_UP_FORM: WrapUpForm = {
  outcomeId: null,
  disposition: null,
  notes: '',
  objections: [],
};

export type DeskState = {
  reservations: DeskReservations;
  /** spec 000 §9: first creation date per task, the newest 100. */
  creationDates: TaskCreationDates;
  activeTaskSid: string | null;
  /** The initial `reservations(workerSid)` answer was applied. */
  loaded: boolean;
  /** Reservation sids events changed since the last load began: the load's answer may predate them. */
  touchedSinceLoad: readonly string[];
  unread: UnreadState;
  /** The conversation the agent has on screen (its messages are read as they come). */
  openConversationSid: string | null;
  /** spec 000 §4 autocomplete: tasks whose countdown ended (or that were submitted), shown as leaving. */
  pendingRemoval: readonly string[];
  /** When the desk first saw each task in wrap-up (the autocomplete countdown runs from there). */
  wrappingSince: Readonly<Record<string, number>>;
  /** What the agent typed in each task's wrap-up form (autocomplete submits it). */
  wrapUpDrafts: Readonly<Record<string, WrapUpForm>>;
  /** When the agent last changed each task's wrap-up form (the countdown starts again from there). */
  wrapUpChangedAt: Readonly<Record<string, number>>;
  /** Reservation sids with an accept (or reject) call under way: never two at once. */
  busyReservations: readonly string[];
  /** spec 001 §4: waiting for the reservation of a task this desk created. */
  outboundWait: OutboundWait | null;
};

type DeskActions = {
  /** A `reservations(workerSid)` load begins (events from now on win over its answer). */
  beginLoad: () => void;
  /** Its answer: the desk becomes that list, plus what events said since the load began. */
  hydrate: (reservations: readonly Reservation[]) => void;
  applyReservation: (reservation: Reservation, options?: { makeActive?: boolean; now?: number }) => void;
  setActiveTask: (taskSid: string) => void;
  countMessage: (conversationSid: string, message: Parameters<typeof countInboundMessage>[2]) => void;
  setOpenConversation: (conversationSid: string | null) => void;
  setPendingRemoval: (taskSid: string, pending: boolean) => void;
  setWrapUpDraft: (taskSid: string, form: WrapUpForm, options?: { now?: number }) => void;
  setBusy: (reservationSid: string, busy: boolean) => void;
  setOutboundWait: (wait: OutboundWait | null) => void;
  reset: () => void;
};

const INITIAL: DeskState = {
  reservations: EMPTY_DESK_RESERVATIONS,
  creationDates: {},
  activeTaskSid: null,
  loaded: false,
  touchedSinceLoad: [],
  unread: EMPTY_UNREAD,
  openConversationSid: null,
  pendingRemoval: [],
  wrappingSince: {},
  wrapUpDrafts: {},
  wrapUpChangedAt: {},
  busyReservations: [],
  outboundWait: null,
};

/** The list the agent sees, from the desk's state. */
export function selectTaskList(state: Pick<DeskState, 'reservations' | 'creationDates'>): Reservation[] {
  return taskList(Object.values(state.reservations.bySid), state.creationDates);
}

/** Drops per-task state of tasks that left the desk. */
function keepTasks<T>(record: Readonly<Record<string, T>>, taskSids: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([taskSid]) => taskSids.has(taskSid)));
}

function settle(state: DeskState, reservations: DeskReservations, activeWish: string | null, now: number) {
  const held = Object.values(reservations.bySid);
  const creationDates = rememberTaskCreationDates(state.creationDates, held);
  const list = taskList(held, creationDates);
  const taskSids = new Set(held.map((reservation) => reservation.taskSid));
  const wrappingSince = keepTasks(state.wrappingSince, taskSids);
  for (const reservation of held) {
    if (reservation.status === 'wrapping' && wrappingSince[reservation.taskSid] === undefined) {
      wrappingSince[reservation.taskSid] = now;
    }
  }
  return {
    reservations,
    creationDates,
    activeTaskSid: nextActiveTaskSid(list, activeWish),
    wrappingSince,
    wrapUpDrafts: keepTasks(state.wrapUpDrafts, taskSids),
    wrapUpChangedAt: keepTasks(state.wrapUpChangedAt, taskSids),
    pendingRemoval: state.pendingRemoval.filter((taskSid) => taskSids.has(taskSid)),
  };
}

export const useDeskStore = create<DeskState & DeskActions>()((set) => ({
  ...INITIAL,
  beginLoad: () => set({ touchedSinceLoad: [] }),
  hydrate: (reservations) =>
    set((state) => {
      // The answer replaces what the desk held (reservations that ended while nobody listened go),
      // except for news events brought since the load began; the lifecycle order settles the rest.
      const touched = Object.values(state.reservations.bySid).filter((held) =>
        state.touchedSinceLoad.includes(held.sid),
      );
      const fresh = { bySid: {}, ended: state.reservations.ended };
      const next = applyReservations(applyReservations(fresh, reservations), touched);
      return { ...settle(state, next, state.activeTaskSid, Date.now()), loaded: true };
    }),
  applyReservation: (reservation, options = {}) =>
    set((state) => {
      const reservations = applyReservation(state.reservations, reservation);
      if (reservations === state.reservations) return state;
      const wish = options.makeActive ? reservation.taskSid : state.activeTaskSid;
      return {
        ...settle(state, reservations, wish, options.now ?? Date.now()),
        touchedSinceLoad: [...state.touchedSinceLoad, reservation.sid].slice(-ENDED_RESERVATIONS_REMEMBERED),
      };
    }),
  setActiveTask: (taskSid) => set({ activeTaskSid: taskSid }),
  countMessage: (conversationSid, message) =>
    set((state) => ({
      unread: countInboundMessage(
        state.unread,
        conversationSid,
        message,
        state.openConversationSid === conversationSid,
      ),
    })),
  setOpenConversation: (conversationSid) =>
    set((state) => ({
      openConversationSid: conversationSid,
      unread: conversationSid ? markConversationRead(state.unread, conversationSid) : state.unread,
    })),
  setPendingRemoval: (taskSid, pending) =>
    set((state) => ({
      pendingRemoval: pending
        ? [...new Set([...state.pendingRemoval, taskSid])]
        : state.pendingRemoval.filter((sid) => sid !== taskSid),
    })),
  setWrapUpDraft: (taskSid, form, options) =>
    set((state) => ({
      wrapUpDrafts: { ...state.wrapUpDrafts, [taskSid]: form },
      wrapUpChangedAt: { ...state.wrapUpChangedAt, [taskSid]: options?.now ?? Date.now() },
    })),
  setBusy: (reservationSid, busy) =>
    set((state) => ({
      busyReservations: busy
        ? [...new Set([...state.busyReservations, reservationSid])]
        : state.busyReservations.filter((sid) => sid !== reservationSid),
    })),
  setOutboundWait: (outboundWait) => set({ outboundWait }),
  reset: () => set(INITIAL),
}));

/** The reservation of a task on the desk (the live one, if several were seen). */
export function findReservationByTask(state: DeskState, taskSid: string | null): Reservation | null {
  if (taskSid === null) return null;
  return (
    Object.values(state.reservations.bySid).find((reservation) => reservation.taskSid === taskSid) ?? null
  );
}
