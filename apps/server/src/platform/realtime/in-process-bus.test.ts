import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/test-database.ts';
import { busContractTests } from './bus-contract.ts';
import { waitFor } from './events-test-support.ts';
import { createInProcessBus } from './in-process-bus.ts';
import { streamEvents } from './stream-events.tables.ts';

describe('in-process event bus', () => {
  busContractTests(async () => {
    const handle = await createTestDatabase();
    const bus = createInProcessBus(handle.db);
    await bus.start();
    return {
      bus,
      db: handle.db,
      close: async () => {
        await bus.close();
        await handle.close();
      },
    };
  });

  it('deletes events past the ten-minute retention and keeps the rest', async () => {
    const handle = await createTestDatabase();
    try {
      const bus = createInProcessBus(handle.db, { cleanupIntervalMs: 20 });
      const brandId = randomUUID();
      const expired = await bus.publish({ brandId, name: 'task.old', data: null });
      const recent = await bus.publish({ brandId, name: 'task.recent', data: null });
      await handle.db.execute(
        sql`update stream_events set created_at = now() - interval '11 minutes' where id = ${expired.id}`,
      );
      await bus.start();
      const remaining = async () =>
        (await handle.db.select().from(streamEvents)).map((row) => String(row.id));
      let ids: string[] = [];
      await waitFor(
        () => !ids.includes(expired.id) && ids.length > 0,
        3_000,
        'the cleanup',
        async () => {
          ids = await remaining();
        },
      );
      expect(ids).toEqual([recent.id]);
      await bus.close();
    } finally {
      await handle.close();
    }
  });
});
