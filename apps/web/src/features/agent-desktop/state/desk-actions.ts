import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { type DispositionedBy, planDispositionSubmission } from '@parley/core/agent-desktop/wrap-up';
import { isPreviewDialTask } from '@parley/core/campaigns/campaign-task';
import { isApiError } from '../../../shared/api/api-error.ts';
import { startOrJoinConference } from '../../voice/state/call-actions.ts';
import { statisticsForTask } from '../../voice/state/voice-store.ts';
import { isCallTask } from '../../voice/utils/call-task.ts';
import {
  acceptTask,
  rejectTask,
  skipCampaignContact,
  summarizeTask,
  updateTask,
  wrapTask,
} from '../api/reservations-api.ts';
import { EMPTY_WRAP_UP_FORM, findReservationByTask, useDeskStore } from './desk-store.ts';

// What the agent (or the desk on their behalf) does to a reservation. Plain functions over the
// store, so a button, the auto-accept rule and the autocomplete countdown share one path.

/** spec 001 §4/§8: "A failed accept with a not-available error removes the task." */
function isTaskNotAvailable(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'TaskNotAvailable');
}

/** The desk's current copy of a reservation (it may have changed while a call was under way). */
function current(reservation: Reservation): Reservation {
  return useDeskStore.getState().reservations.bySid[reservation.sid] ?? reservation;
}

/** The reservation left this agent (not available any more, rejected): off the desk. */
function dropReservation(reservation: Reservation, status: 'canceled' | 'rejected'): void {
  useDeskStore.getState().applyReservation({ ...current(reservation), status });
}

async function whileBusy<T>(reservation: Reservation, work: () => Promise<T>): Promise<T | null> {
  const store = useDeskStore.getState();
  if (store.busyReservations.includes(reservation.sid)) return null;
  store.setBusy(reservation.sid, true);
  try {
    return await work();
  } finally {
    useDeskStore.getState().setBusy(reservation.sid, false);
  }
}

/**
 * POST /conv/tasks/accept (one retry). Success shows the reservation accepted at once (the
 * `reservation.updated` event confirms it); a not-available answer removes the task after its
 * toast; other failures leave the offer for another try. spec 000 §5: nothing without a task.
 * spec 001 §4: after accept, a call task starts or joins its conference.
 */
export async function acceptReservation(reservation: Reservation | null): Promise<boolean> {
  if (reservation?.status !== 'pending') return false;
  const accepted = await whileBusy(reservation, async () => {
    try {
      await acceptTask(reservation);
      useDeskStore.getState().applyReservation({
        ...current(reservation),
        status: 'accepted',
        reservationAcceptedAt: new Date().toISOString(),
      });
      // A preview campaign's call waits for the agent's "Call" (PreviewDialCard).
      if (isCallTask(reservation) && !isPreviewDialTask(reservation.attributes))
        void startOrJoinConference(current(reservation));
      return true;
    } catch (error) {
      if (isTaskNotAvailable(error)) dropReservation(reservation, 'canceled');
      return false;
    }
  });
  return accepted === true;
}

/**
 * A preview campaign's contact the agent chose not to call (docs/campaigns.md "Preview"): the server
 * ends the task and skips the contact for good; the task leaves the desk.
 */
export async function skipPreviewContact(reservation: Reservation): Promise<boolean> {
  const skipped = await whileBusy(reservation, async () => {
    try {
      await skipCampaignContact(reservation.taskSid);
      useDeskStore.getState().applyReservation({ ...current(reservation), status: 'completed' });
      return true;
    } catch {
      // The client showed the server's reason.
      return false;
    }
  });
  return skipped === true;
}

export async function rejectReservation(reservation: Reservation): Promise<void> {
  await whileBusy(reservation, async () => {
    try {
      await rejectTask(reservation);
      dropReservation(reservation, 'rejected');
    } catch (error) {
      if (isTaskNotAvailable(error)) dropReservation(reservation, 'canceled');
    }
  });
}

/** POST /conv/tasks/wrap-task (spec 000 §5: nothing without a task sid). */
export async function wrapReservation(reservation: Reservation): Promise<void> {
  if (!reservation.taskSid) return;
  await whileBusy(reservation, async () => {
    try {
      await wrapTask(reservation.taskSid);
      useDeskStore.getState().applyReservation({ ...current(reservation), status: 'wrapping' });
    } catch {
      // The toast 'Could not wrap the task.' was shown by the client.
    }
  });
}

export type CompleteContext = {
  brandSlug: string | null | undefined;
  agent: { id: string; email: string };
  dispositionedBy: DispositionedBy;
};

/**
 * Ends wrap-up: the task is marked pending removal, the disposition submitted (summarize-task, one
 * retry) or, when spec 001 §5 skips it, the task completed with /update; then it leaves the desk.
 * After a failure (toasted by the client) the mark is lifted so the agent, or the countdown, can try again.
 */
export async function completeWrapUp(taskSid: string, context: CompleteContext): Promise<boolean> {
  const state = useDeskStore.getState();
  const reservation = findReservationByTask(state, taskSid);
  if (!reservation) return false;
  state.setPendingRemoval(taskSid, true);
  const done = await whileBusy(reservation, async () => {
    const plan = planDispositionSubmission({
      reservation,
      brandSlug: context.brandSlug,
      agent: context.agent,
      form: useDeskStore.getState().wrapUpDrafts[taskSid] ?? EMPTY_WRAP_UP_FORM,
      dispositionedBy: context.dispositionedBy,
      // spec 000 §7: a call's statistics travel with its summary.
      audioStatistics: isCallTask(reservation) ? statisticsForTask(taskSid, reservation.attributes) : null,
    });
    try {
      if (plan.kind === 'submit') await summarizeTask(plan.submission);
      else await updateTask(taskSid, { status: 'completed' });
      useDeskStore.getState().applyReservation({ ...current(reservation), status: 'completed' });
      return true;
    } catch {
      useDeskStore.getState().setPendingRemoval(taskSid, false);
      return false;
    }
  });
  return done === true;
}
