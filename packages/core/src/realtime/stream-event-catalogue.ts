import type { z } from 'zod';

// The live stream's events (DESIGN.md §3, docs/realtime.md): each area of the product names the
// events it publishes and the shape of their data in one catalogue, `<area>/stream-events.ts`. The
// server's publish is typed by them (and checked against them in every integration test), and the web
// subscribes through them, so a changed shape breaks the compile on both sides.

/** What a catalogue entry needs of a schema: zod's parse, typed. */
export type StreamEventSchema = z.ZodType;

/** One area's events: event name → the zod schema of its data. */
export type StreamEventCatalogue = Readonly<Record<string, StreamEventSchema>>;

/** One event of a catalogue, as the web subscribes to it: its name and its data's schema. */
export type StreamEventEntry<N extends string = string, S extends StreamEventSchema = StreamEventSchema> = {
  readonly name: N;
  readonly schema: S;
};

/** The entries of a catalogue by name, for `useStreamEvent(ROUTING_STREAM['task.updated'], …)`. */
export type StreamEventEntries<C extends StreamEventCatalogue> = {
  readonly [N in keyof C & string]: StreamEventEntry<N, C[N]>;
};

/** Makes an area's entries from its catalogue (one object, built once per area). */
export function streamEventEntries<C extends StreamEventCatalogue>(catalogue: C): StreamEventEntries<C> {
  const entries: Record<string, StreamEventEntry> = {};
  for (const [name, schema] of Object.entries(catalogue)) entries[name] = { name, schema };
  return entries as StreamEventEntries<C>;
}
