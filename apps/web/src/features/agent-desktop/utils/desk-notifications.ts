import { notifications } from '@mantine/notifications';
import { BROWSER_NOTIFICATION_CLOSE_MS } from '@parley/core/agent-desktop/limits';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { AGENT_DESKTOP_SPEC_TEXTS, AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { NOTIFICATION_MS } from '@parley/core/common/limits';
import type { ReactNode } from 'react';
import { onDemand } from '../../../shared/chunk-retry/on-demand.ts';

// spec 001 §9: notifications last 7 s; with the browserNotifications flag a system notification
// also shows while the desk's tab is in the background, and closes 1 s after it is dismissed.

/** A desk notification (7 s). One per id on screen. */
export function showDeskNotification(
  message: ReactNode,
  options: { id?: string; title?: string; autoClose?: number | false } = {},
): void {
  notifications.show({
    id: options.id,
    title: options.title,
    message,
    color: 'blue',
    autoClose: options.autoClose ?? NOTIFICATION_MS,
  });
}

const browserNotifications = new Map<string, Notification>();

function canNotifyInBrowser(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/** Asks once for permission to show system notifications (the flag is on and nothing was decided). */
export function requestBrowserNotificationPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => {});
}

export type OfferOptions = {
  browser: boolean;
  onOpen: () => void;
  /** The notification's body, with the offer's actions. */
  content: ReactNode;
  /** Resolves once `content` can render (its chunk is there): body and title show together. */
  contentReady?: () => Promise<void>;
  incomingCall?: boolean;
};

const taskDisplay = onDemand(() => import('./task-display.ts'));

/** Offers announced but not shown yet (their texts load): a dismissal meanwhile cancels them. */
const offersToShow = new Set<string>();
/** Offers whose in-app notification is on screen. */
const offersShown = new Set<string>();
/** Task lists on screen (the desk's /agent page): while one is, offers show in it, not as toasts. */
let taskListsShown = 0;

/**
 * A task list is on screen (issue 17 item 7): each offer shows in its row with the time left and,
 * unless the task is open beside it, its own Reject / Accept; a toast would cover the conversation
 * and repeat them. The in-app notifications of offers go now and none shows while the list does
 * (a system notification still does while the tab is hidden). Returns the call for when it goes.
 */
export function showOffersInTaskList(): () => void {
  taskListsShown += 1;
  for (const reservationSid of offersShown) notifications.hide(`offer:${reservationSid}`);
  offersShown.clear();
  return () => {
    taskListsShown = Math.max(0, taskListsShown - 1);
  };
}

/**
 * A new offer: a notification in the app (on any page but the task list's; `content` is its body,
 * with the offer's actions) and, when allowed and the tab is hidden, in the system (a click opens the task). An
 * incoming call rings until it is answered or withdrawn, and its system notification is titled
 * 'Incoming Call' (spec 001 §9). Who and what the task is come from task-display.ts, a chunk of its
 * own (a contact's number is formatted with libphonenumber): the first offer downloads it.
 */
export function notifyOffer(reservation: Reservation, options: OfferOptions): void {
  offersToShow.add(reservation.sid);
  void Promise.all([taskDisplay.load(), options.contentReady?.()]).then(
    ([{ contactLabel, taskTitle }]) =>
      showOffer(reservation, options, contactLabel(reservation), taskTitle(reservation)),
    (error: unknown) => {
      // Offline at the worst moment: the offer shows all the same, its contact as the task says it.
      console.error(error);
      showOffer(
        reservation,
        options,
        unformattedContact(reservation),
        textAttribute(reservation, 'title') ?? '',
      );
    },
  );
}

function unformattedContact(reservation: Reservation): string {
  return (
    textAttribute(reservation, 'name') ??
    textAttribute(reservation, 'contactPhone') ??
    textAttribute(reservation, 'email') ??
    AGENT_DESKTOP_TEXTS.unknownContact
  );
}

function showOffer(reservation: Reservation, options: OfferOptions, who: string, what: string): void {
  if (!offersToShow.delete(reservation.sid)) return;
  const title = options.incomingCall
    ? AGENT_DESKTOP_SPEC_TEXTS.incomingCall
    : AGENT_DESKTOP_TEXTS.newTaskFrom(who);
  if (taskListsShown === 0) {
    offersShown.add(reservation.sid);
    showDeskNotification(options.content, {
      id: `offer:${reservation.sid}`,
      title,
      autoClose: options.incomingCall ? false : undefined,
    });
  }
  if (!options.browser || !canNotifyInBrowser() || document.visibilityState === 'visible') return;
  const notification = new Notification(title, {
    body: options.incomingCall ? who : what,
    tag: reservation.sid,
  });
  notification.onclick = () => {
    window.focus();
    options.onOpen();
    notification.close();
  };
  browserNotifications.set(reservation.sid, notification);
}

/** The offer was answered or withdrawn: its notifications go (the system one 1 s later). */
export function dismissOfferNotification(reservationSid: string): void {
  offersToShow.delete(reservationSid);
  offersShown.delete(reservationSid);
  notifications.hide(`offer:${reservationSid}`);
  const notification = browserNotifications.get(reservationSid);
  if (!notification) return;
  browserNotifications.delete(reservationSid);
  setTimeout(() => notification.close(), BROWSER_NOTIFICATION_CLOSE_MS);
}
