import type { DbExecutor } from '../../platform/db/database.ts';

type ContactMove = { brandId: string; fromContactId: string; toContactId: string };

/**
 * What merging two contacts needs of the modules above contacts, which hold rows per contact and so
 * may not be imported from here (docs/architecture.md "Module boundaries"). The composition root
 * connects their use-cases once, before anything runs (connect-modules.ts).
 */
export type ContactsPorts = {
  /** events: the merged contact's stored events now belong to the survivor; returns how many moved. */
  moveContactEvents(tx: DbExecutor, options: ContactMove): Promise<number>;
  /** segments: static segments that held only the merged contact now hold the survivor; returns how many. */
  carrySegmentMemberships(tx: DbExecutor, options: ContactMove): Promise<number>;
};

let connected: ContactsPorts | null = null;

/** Called by the composition root only (connect-modules.ts). */
export function connectContactsPorts(ports: ContactsPorts): void {
  connected = ports;
}

export function contactsPorts(): ContactsPorts {
  if (!connected)
    throw new Error(
      'The contacts module is not connected to events and segments: call connectModules() first',
    );
  return connected;
}
