import type { DbExecutor } from '../../platform/db/database.ts';

export type ContactsAddedToSegment = {
  brandId: string;
  segmentId: string;
  contactIds: string[];
  now: Date;
};

/**
 * What the segments module tells the modules above it, which may not be imported from here
 * (docs/architecture.md "Module boundaries"): contacts were added to a static segment (upload, merge
 * carry-over), in the transaction that added them — journeys with an addContactToStaticSegment
 * trigger enter them. The composition root connects it (connect-modules.ts); until then an addition
 * concerns nobody (tools that write segments without the app).
 */
export type SegmentsPorts = {
  contactsAddedToStaticSegment(tx: DbExecutor, options: ContactsAddedToSegment): Promise<void>;
};

let connected: SegmentsPorts | null = null;

/** Called by the composition root only (connect-modules.ts). */
export function connectSegmentsPorts(ports: SegmentsPorts): void {
  connected = ports;
}

export async function notifyContactsAddedToSegment(
  tx: DbExecutor,
  options: ContactsAddedToSegment,
): Promise<void> {
  if (connected && options.contactIds.length > 0) await connected.contactsAddedToStaticSegment(tx, options);
}
