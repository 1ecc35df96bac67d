// What the desk does by itself when a reservation arrives (spec 001 §4 "Reservation lifecycle" and
// "Auto-open and auto-accept"): accept it, make it active, delay it, open its URL.

import { isCallChannel } from '../common/channels.ts';
import type { Reservation } from './reservation.ts';
import { directionOf, flagAttribute, textAttribute } from './reservation-attributes.ts';

/** spec 001 §3 task types. */
export const PROGRESSIVE_DIAL_TASK_TYPE = 'Progressive Dial';

/** The channel tasks fall back to (spec 000 §4 channels); its auto-answer tasks do not take focus. */
export const DEFAULT_TASK_CHANNEL = 'default';

/** spec 001 §4 "autoAcceptByTaskTitle is a comma list of titles or 'all'". */
export const AUTO_ACCEPT_ALL_TITLES = 'all';

export type AutoAcceptTitles = { kind: 'all' } | { kind: 'titles'; titles: readonly string[] };

/** Reads the setting: 'all' (any case) or a comma list of titles, compared without case and edge spaces. */
export function parseAutoAcceptTitles(setting: string | null | undefined): AutoAcceptTitles {
  const text = (setting ?? '').trim();
  if (text.toLowerCase() === AUTO_ACCEPT_ALL_TITLES) return { kind: 'all' };
  const titles = text
    .split(',')
    .map((title) => title.trim().toLowerCase())
    .filter((title) => title !== '');
  return { kind: 'titles', titles: [...new Set(titles)] };
}

export function titleIsAutoAccepted(title: string | undefined, setting: AutoAcceptTitles): boolean {
  if (setting.kind === 'all') return true;
  return title !== undefined && setting.titles.includes(title.trim().toLowerCase());
}

export type AutoAcceptContext = {
  /** The per-user feature flag `autoAcceptByTaskTitle` (spec 001 §6). */
  autoAcceptByTaskTitle: boolean;
  /** The task-preferences setting behind that flag: a comma list of titles or 'all'. */
  autoAcceptTaskTitles: string | null | undefined;
  /** The per-user feature flag `autoAcceptInboundCallsInConversations` (spec 001 §6); off when absent. */
  autoAcceptInboundCallsInConversations?: boolean;
  /** The task-preferences setting `callsAutoAccept` of the task's title: accept call tasks at once. */
  callsAutoAccept?: boolean;
};

/**
 * spec 000 §4: "A pending inbound task on a call channel without a trigger call is an incoming
 * call." A transfer offered to the agent is one too. (`triggerCall`: any value but false counts.)
 */
export function isInboundCallTask(reservation: Reservation): boolean {
  const trigger = reservation.attributes.triggerCall;
  const triggered =
    trigger !== undefined && trigger !== null && trigger !== false && trigger !== 'false' && trigger !== '';
  return (
    isCallChannel(reservation.taskChannelUniqueName) && directionOf(reservation) !== 'outbound' && !triggered
  );
}

/**
 * spec 001 §4 "except an inbound call when the auto-accept-in-conversations setting applies": it
 * applies when the agent's `autoAcceptInboundCallsInConversations` flag is on and the task is an
 * inbound call. Such a call is answered where the agent talks to the contact (the incoming call
 * card), never by the desk on its own (docs/agent-desktop-web.md "Accepting, automatic rules").
 */
export function inboundCallExceptionApplies(reservation: Reservation, context: AutoAcceptContext): boolean {
  return context.autoAcceptInboundCallsInConversations === true && isInboundCallTask(reservation);
}

/**
 * spec 001 §4: a pending auto-answer task is accepted without the agent, and so is a pending task
 * whose title the `autoAcceptByTaskTitle` setting names (when the flag is on). Progressive Dial
 * tasks never are, nor an inbound call while the auto-accept-in-conversations flag applies
 * (inboundCallExceptionApplies): the exceptions hold for every rule. A call task whose title's
 * task preferences set `callsAutoAccept` is accepted too (spec 001 §4 per-title settings).
 */
export function shouldAutoAccept(reservation: Reservation, context: AutoAcceptContext): boolean {
  if (reservation.status !== 'pending') return false;
  if (textAttribute(reservation, 'taskType') === PROGRESSIVE_DIAL_TASK_TYPE) return false;
  if (inboundCallExceptionApplies(reservation, context)) return false;
  if (flagAttribute(reservation, 'autoAnswer')) return true;
  if (context.callsAutoAccept === true && isCallChannel(reservation.taskChannelUniqueName)) return true;
  if (!context.autoAcceptByTaskTitle) return false;
  return titleIsAutoAccepted(
    textAttribute(reservation, 'title'),
    parseAutoAcceptTitles(context.autoAcceptTaskTitles),
  );
}

/** spec 001 §4: "A newly added auto-answer task on a non-default channel becomes active." */
export function becomesActiveOnArrival(reservation: Reservation): boolean {
  return (
    flagAttribute(reservation, 'autoAnswer') && reservation.taskChannelUniqueName !== DEFAULT_TASK_CHANNEL
  );
}

/** spec 001 §4: "Inbound email tasks are delayed 10 seconds before being set." */
export function isDelayedInboundEmail(reservation: Reservation): boolean {
  return reservation.taskChannelUniqueName === 'email' && directionOf(reservation) === 'inbound';
}

/**
 * spec 001 §4: an openUrl opens only if it starts with http, https or www; www gets https in front.
 * Anything else (javascript:, data:, relative paths, text) is ignored: null.
 */
export function normalizeOpenUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const candidate = /^www\./i.test(text) ? `https://${text}` : text;
  // Scheme, a host, then an optional path, query or fragment; no spaces anywhere.
  const match = /^(https?):\/\/([^\s/?#]+)([/?#]\S*)?$/i.exec(candidate);
  if (!match) return null;
  return `${match[1]?.toLowerCase()}://${match[2]}${match[3] ?? ''}`;
}

/**
 * spec 001 §4 per-title admin setting `tasksAutoOpenUrl` as resolved for the task's title
 * (settings-task-preferences.ts resolveTaskPreferences): whether the URL opens, and a fallback URL.
 */
export type TaskAutoOpenUrlSetting = { enabled: boolean; openUrl?: string | null };

/**
 * The URL to open for a task, or null. Nothing opens when the setting for the task's title is
 * switched off; otherwise the task's own `openUrl`, else the setting's. Either way only http, https
 * and www addresses pass (normalizeOpenUrl).
 */
export function autoOpenUrlFor(reservation: Reservation, setting?: TaskAutoOpenUrlSetting): string | null {
  if (setting && !setting.enabled) return null;
  return normalizeOpenUrl(reservation.attributes.openUrl) ?? normalizeOpenUrl(setting?.openUrl);
}
