// A second server process for postgres-bus.test.ts: publishes events through its own PostgreSQL bus
// and prints their ids as JSON. Usage: node --import tsx postgres-bus.child-publisher.ts <url> <brandId> <count>
import { openDatabase } from '../db/database.ts';
import { createPostgresBus } from './postgres-bus.ts';

const [databaseUrl, brandId, count] = process.argv.slice(2);
if (!databaseUrl || !brandId || !count) throw new Error('usage: <databaseUrl> <brandId> <count>');
const handle = await openDatabase({ databaseUrl, poolSize: 2 });
if (handle.kind !== 'postgres') throw new Error('expected PostgreSQL');
const bus = createPostgresBus(handle);
await bus.start();
const ids: string[] = [];
for (let index = 0; index < Number(count); index += 1) {
  const event = await bus.publish({ brandId, name: 'child.published', data: { index, pid: process.pid } });
  ids.push(event.id);
}
// close() flushes the pending NOTIFY, so the parent hears of the last events before this exits.
await bus.close();
await handle.close();
process.stdout.write(JSON.stringify(ids));
