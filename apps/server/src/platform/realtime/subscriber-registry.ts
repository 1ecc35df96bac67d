import type { EventListener, StreamEvent, SubscriberFilter } from './event-bus.ts';

type BrandSubscribers = {
  /** Every subscription of the brand: brand-wide events go to all of them. */
  all: Set<EventListener>;
  /** The same listeners by user: an agent-private event goes only to that user's. */
  byUser: Map<string, Set<EventListener>>;
};

/**
 * Local subscriptions indexed by brand (and user), so delivering one event costs only its recipients,
 * however many other brands are connected. Tenancy is enforced here: a listener is filed under the
 * brand of its filter and is never looked up from any other.
 */
export class SubscriberRegistry {
  private readonly brands = new Map<string, BrandSubscribers>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => {}) {}

  subscribe(filter: SubscriberFilter, listener: EventListener): () => void {
    let brand = this.brands.get(filter.brandId);
    if (!brand) {
      brand = { all: new Set(), byUser: new Map() };
      this.brands.set(filter.brandId, brand);
    }
    let userListeners = brand.byUser.get(filter.userId);
    if (!userListeners) {
      userListeners = new Set();
      brand.byUser.set(filter.userId, userListeners);
    }
    // A function may subscribe twice; wrap it so each subscription is its own entry.
    const entry: EventListener = (event) => listener(event);
    brand.all.add(entry);
    userListeners.add(entry);
    const subscribedBrand = brand;
    const subscribedUser = userListeners;
    return () => {
      if (!subscribedBrand.all.delete(entry)) return;
      subscribedUser.delete(entry);
      // Drop emptied indexes, but only the very objects this subscription used: a later subscribe
      // may already have filed a new one under the same key.
      if (subscribedUser.size === 0 && subscribedBrand.byUser.get(filter.userId) === subscribedUser) {
        subscribedBrand.byUser.delete(filter.userId);
      }
      if (subscribedBrand.all.size === 0 && this.brands.get(filter.brandId) === subscribedBrand) {
        this.brands.delete(filter.brandId);
      }
    };
  }

  deliver(event: StreamEvent): void {
    const brand = this.brands.get(event.brandId);
    if (!brand) return;
    const recipients = event.userId === null ? brand.all : brand.byUser.get(event.userId);
    if (!recipients) return;
    for (const listener of recipients) {
      // One failing stream must not starve the others of the event.
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  get size(): number {
    let count = 0;
    for (const brand of this.brands.values()) count += brand.all.size;
    return count;
  }
}
