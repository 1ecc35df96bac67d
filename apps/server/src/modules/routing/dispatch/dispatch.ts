import { CAPACITY_CHANNELS } from '@parley/core/common/channels';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { EventBus } from '../../../platform/realtime/event-bus.ts';
import { type RoutingTx, routingTransaction } from '../routing-sql.ts';
import {
  type Candidate,
  DISPATCH_PAGE_SIZE,
  MAX_PAGES,
  readCandidates,
  readFirst,
  readWaiting,
  type WaitingTask,
} from './dispatch-reads.ts';
import { type Offer, writeOffers } from './dispatch-write.ts';
import { type AgentOrder, planOffers, spareCapacity } from './plan-offers.ts';

export { DISPATCH_PAGE_SIZE } from './dispatch-reads.ts';

export type DispatchResult = {
  /** Reservations created (and published). */
  offered: number;
  /** The pass stopped at its page limit while still offering: run it again. */
  more: boolean;
};

type PassPlan = { offers: Offer[]; full: boolean; needsEveryAgent: boolean; waiting: number };

/** Plans page after page of waiting tasks while some agent still has room. */
async function planPages(
  tx: RoutingTx,
  brandId: string,
  first: WaitingTask[],
  order: AgentOrder<Candidate>,
): Promise<PassPlan> {
  const offers: Offer[] = [];
  let page = first;
  for (let pages = 1; ; pages += 1) {
    const plan = planOffers(page, order);
    if (plan.needsEveryAgent)
      return { offers: [], full: false, needsEveryAgent: true, waiting: first.length };
    offers.push(...plan.offers);
    const full = page.length === DISPATCH_PAGE_SIZE;
    if (!full || pages >= MAX_PAGES) return { offers, full, needsEveryAgent: false, waiting: first.length };
    const room = [...order.fresh, ...order.used].some((worker) =>
      Object.keys(worker.capacity).some((channel) => spareCapacity(worker, channel) > 0),
    );
    if (!room) return { offers, full: false, needsEveryAgent: false, waiting: first.length };
    page = await readWaiting(tx, brandId, page[page.length - 1]);
    if (page.length === 0) return { offers, full: false, needsEveryAgent: false, waiting: first.length };
  }
}

/**
 * Plans one pass. A short queue reads only the longest-idle agents; if a task finds none of them
 * eligible, the pass is planned again with every available agent (the result is the same as if all
 * had been read: agents further down were idle longer than anyone already offered something).
 */
async function planPass(tx: RoutingTx, brandId: string): Promise<PassPlan> {
  const first = await readFirst(tx, brandId);
  if (first.waiting.length === 0 || first.candidates.length === 0) {
    return { offers: [], full: false, needsEveryAgent: false, waiting: first.waiting.length };
  }
  const plan = await planPages(tx, brandId, first.waiting, {
    fresh: first.candidates,
    used: [],
    complete: first.complete,
  });
  if (!plan.needsEveryAgent) return plan;
  const channels = [...new Set(first.waiting.map((task) => task.capacityChannel))];
  const everyone = await readCandidates(
    tx,
    brandId,
    first.waiting.length >= DISPATCH_PAGE_SIZE ? [...CAPACITY_CHANNELS] : channels,
  );
  return planPages(tx, brandId, first.waiting, { fresh: everyone, used: [], complete: true });
}

export type DispatchPass = DispatchResult & {
  /** Tasks were waiting and none could be offered: every eligible agent is busy (or there is none). */
  stuck: boolean;
  /** Delivers the pass's events (stored with its offers): call it once, after the pass returned. */
  deliver(): void;
};

const NOTHING_TO_DELIVER = () => {};

/**
 * One dispatch pass for a brand, in one transaction under the brand's routing lock: offers waiting
 * tasks (priority, then age) to the longest-idle eligible available agents, and stores the offers'
 * events with them. On PostgreSQL that is two round trips: `begin`, the lock and the read; the write,
 * its events and `commit`. Returns once committed; the caller delivers the events.
 */
export async function runDispatchPass(
  db: DbExecutor,
  bus: EventBus,
  options: {
    brandId: string;
    now?: Date;
    /**
     * Called as the pass sends its write (and commit): from then on it holds the brand's lock only
     * until that commit, so a next pass may already be started — its lock waits for the commit, and
     * its read sees everything this pass wrote (routing-engine.ts).
     */
    onWrite?: () => void;
  },
): Promise<DispatchPass> {
  const { brandId } = options;
  const now = options.now ?? new Date();
  return routingTransaction(
    db,
    async (tx) => {
      const plan = await planPass(tx, brandId);
      if (plan.offers.length === 0) {
        return { offered: 0, more: false, stuck: plan.waiting > 0, deliver: NOTHING_TO_DELIVER };
      }
      const writing = writeOffers(tx, bus, brandId, plan.offers, now);
      options.onWrite?.();
      const stored = await writing;
      const made = stored.keys.length;
      return {
        offered: made,
        // A page limit reached, or planned offers that dropped out (an agent or a task changed since
        // the read): the next pass reads again at once.
        more: (plan.full && made > 0) || made < plan.offers.length,
        stuck: made === 0 && plan.waiting > 0,
        deliver: stored.deliver,
      };
    },
    { lockBrandId: brandId },
  );
}

/** A dispatch pass whose events are delivered before it returns (tests, scripts). */
export async function dispatch(
  db: DbExecutor,
  bus: EventBus,
  options: { brandId: string; now?: Date },
): Promise<DispatchResult> {
  const { offered, more, deliver } = await runDispatchPass(db, bus, options);
  deliver();
  return { offered, more };
}
