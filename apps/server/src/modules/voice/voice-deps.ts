import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { AppDb } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';

/** What the voice use-cases need: the database, the event bus and the carrier that places calls. */
export type VoiceDeps = { db: AppDb; bus: EventBus; carrier: Carrier };
