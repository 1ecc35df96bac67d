import type { DbExecutor } from '../../platform/db/database.ts';

/** An event as ingest stored it, with the contact it belongs to. */
export type StoredContactEvent = {
  id: string;
  contactId: string;
  eventType: string;
  eventName: string;
  properties: Record<string, unknown>;
  occurredAt: Date;
};

/**
 * What ingest tells the modules above events, which may not be imported from here
 * (docs/architecture.md "Module boundaries"): journeys enter contacts through their custom-event
 * triggers and resolve delays waiting for an event. Called in the transaction that stores the events,
 * so an entry commits (or rolls back) with its event. The composition root connects it
 * (connect-modules.ts); until then stored events concern nobody (tools that ingest without the app).
 */
export type EventsPorts = {
  eventsStored(
    tx: DbExecutor,
    options: { brandId: string; events: StoredContactEvent[]; now: Date },
  ): Promise<void>;
};

let connected: EventsPorts | null = null;

/** Called by the composition root only (connect-modules.ts). */
export function connectEventsPorts(ports: EventsPorts): void {
  connected = ports;
}

export async function notifyEventsStored(
  tx: DbExecutor,
  options: { brandId: string; events: StoredContactEvent[]; now: Date },
): Promise<void> {
  if (connected && options.events.length > 0) await connected.eventsStored(tx, options);
}
