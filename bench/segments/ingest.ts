// Ingest throughput through the real ingest use-case (apps/server/src/modules/events: the body check
// `readIngestBody`, then `ingestCalls`, which POST /api/proxy/ingest runs): batches of track calls
// for the seeded contacts (by their external id, as a customer's backend sends them), several
// batches in flight. HTTP parsing and the write-key check are not included.

import { ingestCalls } from '../../apps/server/src/modules/events/ingest.ts';
import { readIngestBody } from '../../apps/server/src/modules/events/ingest-input.ts';
import type { AppDb } from '../../apps/server/src/platform/db/database.ts';

const EVENT_NAMES = ['page_viewed', 'email_opened', 'purchase', 'cart_abandoned', 'sms_clicked'];

function trackBatch(size: number, contacts: number, sequence: number): unknown {
  return {
    batch: Array.from({ length: size }, (_, index) => {
      const n = sequence * size + index;
      return {
        type: 'track',
        userId: `ext-${1 + ((n * 7919) % contacts)}`,
        event: EVENT_NAMES[n % EVENT_NAMES.length],
        properties: { amount: (n % 30000) / 100, page: `/p/${n % 50}` },
        timestamp: new Date(Date.now() - (n % 3600) * 1000).toISOString(),
      };
    }),
  };
}

export type IngestFigures = {
  events: number;
  seconds: number;
  perSecond: number;
  batchP50Ms: number;
  batchP99Ms: number;
};

export async function measureIngest(
  db: AppDb,
  options: { brandId: string; contacts: number; events: number; batchSize: number; concurrency: number },
): Promise<IngestFigures> {
  const batches = Math.ceil(options.events / options.batchSize);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < batches) {
      const sequence = next;
      next += 1;
      const body = trackBatch(options.batchSize, options.contacts, sequence);
      const begun = performance.now();
      const receivedAt = new Date();
      await ingestCalls(db, {
        brandId: options.brandId,
        calls: readIngestBody(body, receivedAt),
        receivedAt,
      });
      latencies.push(performance.now() - begun);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? Number.NaN;
  const events = batches * options.batchSize;
  return { events, seconds, perSecond: events / seconds, batchP50Ms: at(0.5), batchP99Ms: at(0.99) };
}
