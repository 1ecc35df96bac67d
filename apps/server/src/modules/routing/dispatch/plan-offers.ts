// The dispatcher's matching, pure (docs/routing.md "Dispatch"): waiting tasks in offer order
// (priority, then age) each go to the eligible agent idle longest. Eligible: every required skill,
// spare capacity on the task's capacity channel, not a rejecter of this task, and the task's
// reserved agent when it has one. Availability is the caller's filter (only available agents come in).
// A task with a target agent (the contact's, docs/journeys.md "assignTargetAgent") goes to that agent
// first when they are among the available ones and eligible; else as any other task.

export type PlanTask = {
  sid: string;
  /** Identical keys share eligibility apart from rejections (queue, channel, reserved agent). */
  classKey: string;
  capacityChannel: string;
  requiredSkills: readonly string[];
  reserveForUserId: string | null;
  rejectedBy: ReadonlySet<string>;
  /** The contact's target agent: offered the task first when available and eligible. */
  preferredUserId?: string | null;
};

export type PlanWorker = {
  userId: string;
  skills: ReadonlySet<string>;
  capacity: Readonly<Record<string, number>>;
  /** Live reservations per capacity channel; planOffers counts its own offers into it. */
  load: Map<string, number>;
};

export type PlannedOffer<T extends PlanTask, W extends PlanWorker> = { task: T; worker: W };

export function spareCapacity(worker: PlanWorker, channel: string): number {
  const capacity = worker.capacity[channel];
  const limit = typeof capacity === 'number' && Number.isFinite(capacity) ? capacity : 0;
  return limit - (worker.load.get(channel) ?? 0);
}

export function isEligible(worker: PlanWorker, task: PlanTask, ignoreRejections = false): boolean {
  if (task.reserveForUserId !== null && task.reserveForUserId !== worker.userId) return false;
  if (spareCapacity(worker, task.capacityChannel) <= 0) return false;
  if (!ignoreRejections && task.rejectedBy.has(worker.userId)) return false;
  return task.requiredSkills.every((skill) => worker.skills.has(skill));
}

/**
 * The agents of one pass in the order they are tried: those not yet offered anything in this pass,
 * longest idle first (`fresh`), then those offered something in it, in offer order (`used`): an agent
 * who gets an offer becomes the most recently busy one. `complete` says whether `fresh` holds every
 * available agent or only the longest-idle ones (the dispatcher reads few when few tasks wait).
 */
export type AgentOrder<W extends PlanWorker> = { fresh: W[]; used: W[]; complete: boolean };

export type Plan<T extends PlanTask, W extends PlanWorker> = {
  offers: PlannedOffer<T, W>[];
  /** A task found no fresh agent among a partial list: plan again with every available agent. */
  needsEveryAgent: boolean;
};

/**
 * The task's target agent, removed from the pass's lists, when read and eligible; null when they
 * are not eligible or not available (every available agent was read); 'unread' when the partial list
 * may not hold them.
 */
function takePreferred<W extends PlanWorker>(
  task: PlanTask,
  userId: string,
  order: AgentOrder<W>,
): W | null | 'unread' {
  for (const list of [order.fresh, order.used]) {
    const index = list.findIndex((worker) => worker.userId === userId);
    const worker = list[index];
    if (!worker) continue;
    if (!isEligible(worker, task)) return null;
    list.splice(index, 1);
    return worker;
  }
  return order.complete ? null : 'unread';
}

/**
 * `tasks` in offer order. Moves offered agents from `fresh` to the back of `used` and counts each
 * offer into the agent's load (in place, so a caller planning page after page keeps one order).
 */
export function planOffers<T extends PlanTask, W extends PlanWorker>(
  tasks: readonly T[],
  order: AgentOrder<W>,
): Plan<T, W> {
  const offers: PlannedOffer<T, W>[] = [];
  // A class that found nobody even ignoring rejections stays without anybody for the rest of the
  // pass (loads only grow): its later tasks are skipped without scanning the agents again.
  const exhausted = new Set<string>();
  const take = (task: T, worker: W) => {
    offers.push({ task, worker });
    worker.load.set(task.capacityChannel, (worker.load.get(task.capacityChannel) ?? 0) + 1);
    order.used.push(worker);
  };
  for (const task of tasks) {
    if (exhausted.has(task.classKey)) continue;
    if (task.preferredUserId) {
      const preferred = takePreferred(task, task.preferredUserId, order);
      if (preferred === 'unread') return { offers, needsEveryAgent: true };
      if (preferred) {
        take(task, preferred);
        continue;
      }
    }
    const freshIndex = order.fresh.findIndex((worker) => isEligible(worker, task));
    const fresh = freshIndex >= 0 ? order.fresh[freshIndex] : undefined;
    if (fresh) {
      order.fresh.splice(freshIndex, 1);
      take(task, fresh);
      continue;
    }
    // Agents beyond the partial list are idle longer than anyone already offered something.
    if (!order.complete) return { offers, needsEveryAgent: true };
    const usedIndex = order.used.findIndex((worker) => isEligible(worker, task));
    const used = usedIndex >= 0 ? order.used[usedIndex] : undefined;
    if (used) {
      order.used.splice(usedIndex, 1);
      take(task, used);
      continue;
    }
    const anyone = [...order.fresh, ...order.used].some((candidate) => isEligible(candidate, task, true));
    if (task.rejectedBy.size === 0 || !anyone) exhausted.add(task.classKey);
  }
  return { offers, needsEveryAgent: false };
}
