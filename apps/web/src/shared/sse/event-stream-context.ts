import { createContext } from 'react';
import type { EventStreamClient } from './event-stream-client.ts';

/** The signed-in shell's event stream; null outside EventStreamProvider or before the brand is known. */
export const EventStreamContext = createContext<EventStreamClient | null>(null);
