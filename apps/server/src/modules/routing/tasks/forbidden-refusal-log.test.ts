import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../platform/config.ts';
import type { DbHandle } from '../../../platform/db/database.ts';
import { createTestDatabase, testEngine } from '../../../platform/db/test-database.ts';
import { createEventBus } from '../../../platform/realtime/create-event-bus.ts';
import type { EventBus } from '../../../platform/realtime/event-bus.ts';
import { signedInAs } from '../../../test/settings-factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

// Issue 17 item 3: each refusal of the Tasks page's query to the demo agent was logged as an error.
// A permission refusal (403 forbidden) is the client's: logged at info, never at error.

type Line = { level: number; msg: string } & Record<string, unknown>;
const lines: Line[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text));
    done();
  },
});

let t: TestApp;
let database: DbHandle;
let bus: EventBus;
beforeAll(async () => {
  database = await createTestDatabase();
  bus = createEventBus(database);
  await bus.start();
  const config = loadConfig({ PORT: '3000', PUBLIC_URL: 'http://parley.test', LOG_LEVEL: 'info' });
  const app = await buildApp({ config, database, bus, logger: { level: 'info', stream: destination } });
  await app.ready();
  t = { app, database, bus, sentMail: [], close: async () => {} };
});
afterAll(async () => {
  await t.app.close();
  await bus.close();
  await database.close();
});

const ERROR = 50;

describe(`permission refusals in the logs on ${testEngine()}`, () => {
  it('logs a forbidden GraphQL query or mutation below error', async () => {
    const { client } = await signedInAs(t, ['agent']);
    const mark = lines.length;
    const query = (await client.graphql('{ reassignReasons }')).json();
    expect(query.errors[0].extensions.code).toBe('forbidden');
    const mutation = (
      await client.graphql('mutation { cancelOpenTask(taskSid: "TKnone", cancellationReasonId: "x") }')
    ).json();
    expect(mutation.errors[0].extensions.code).toBe('forbidden');
    const during = lines.slice(mark);
    expect(during.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(during.filter((line) => line.msg === 'graphql client error')).not.toEqual([]);
  });
});
