import type { DbHandle } from '../db/database.ts';
import type { RawEventBus } from './event-bus.ts';
import { type BusOptions, createInProcessBus } from './in-process-bus.ts';
import { createPostgresBus } from './postgres-bus.ts';

/**
 * PostgreSQL may be shared by several server processes, so it gets the LISTEN/NOTIFY bus; PGlite is
 * one session inside one process, where the in-process bus is the whole story.
 */
export function createEventBus(handle: DbHandle, options: BusOptions = {}): RawEventBus {
  return handle.kind === 'postgres'
    ? createPostgresBus(handle, options)
    : createInProcessBus(handle.db, options);
}
