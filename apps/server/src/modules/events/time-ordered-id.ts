import { randomUUID } from 'node:crypto';

// UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, the version, 12 bits of a per-millisecond
// sequence (so the ids of one process only grow, as the uuid package's v7 did: the feed orders by
// (time, id)), then the variant and 62 random bits. The random part is cut from crypto.randomUUID,
// which draws from a cached pool; the uuid package's v7 asked the operating system for 16 bytes per
// id, which made ids a noticeable share of ingestion's CPU time (docs/events.md "Throughput").
let lastMs = -1;
let sequence = 0;
/** `tttttttt-tttt-7` for lastMs. */
let prefix = '';

function setTime(ms: number): void {
  lastMs = ms;
  sequence = 0;
  const time = ms.toString(16).padStart(12, '0');
  prefix = `${time.slice(0, 8)}-${time.slice(8)}-7`;
}

/** A new time-ordered UUID (v7), increasing within this process. */
export function timeOrderedId(): string {
  const now = Date.now();
  if (now > lastMs) setTime(now);
  else {
    sequence += 1;
    // 4,096 ids in one millisecond: take the next millisecond early (RFC 9562 §6.2), still increasing.
    if (sequence > 0xfff) setTime(lastMs + 1);
  }
  // randomUUID is xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx, V already the RFC variant (8 to b).
  return `${prefix}${sequence.toString(16).padStart(3, '0')}${randomUUID().slice(18)}`;
}
