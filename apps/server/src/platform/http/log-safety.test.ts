import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { signedInAs } from '../../test/settings-factories.ts';
import { type TestApp, TestClient } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import type { DbHandle } from '../db/database.ts';
import { createTestDatabase, testEngine } from '../db/test-database.ts';
import { createEventBus } from '../realtime/create-event-bus.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { AppError } from './app-error.ts';
import { serializeError, yogaLogger } from './log-safety.ts';

// Issue 11 item 9: logs printed the bound parameters of failed queries (one held an argon2 hash,
// others contact data) and logged every client error at level error. The app's own logger is
// captured here (a pino destination stream) while real requests fail.

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const PHONE = '+14155550177-secret-contact';
const PASSWORD = 'log-test-password-Zq9';

type Line = { level: number; msg: string } & Record<string, unknown>;
const lines: Line[] = [];
const raw: string[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
      raw.push(text);
      lines.push(JSON.parse(text));
    }
    done();
  },
});

let app: FastifyInstance;
let database: DbHandle;
let bus: EventBus;
beforeAll(async () => {
  database = await createTestDatabase();
  bus = createEventBus(database);
  await bus.start();
  // debug: request lines are logged too (the request logger must not print secrets either).
  const config = loadConfig({ PORT: '3000', PUBLIC_URL: 'http://parley.test', LOG_LEVEL: 'debug' });
  app = await buildApp({ config, database, bus, logger: { level: 'debug', stream: destination } });
  // A route whose query fails with secrets among its bound parameters, as a real use-case's would.
  app.get('/api/test-only/failing-query', async () => {
    await database.db.execute(sql`select ${HASH}::text as hash, ${PHONE}::text as phone from no_such_table`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await bus.close();
  await database.close();
});

const ERROR = 50;

/** signedInAs reads only `app` and `database` of a TestApp: this app has no mail recorder or bus to give. */
function asTestApp(): TestApp {
  return { app, database, bus, sentMail: [], close: async () => {} };
}

function linesSince(mark: number): Line[] {
  return lines.slice(mark);
}

describe(`safe logs on ${testEngine()}`, () => {
  it('never prints a failed query’s bound parameters, and logs the 500 at error', async () => {
    const mark = lines.length;
    const response = await app.inject({ method: 'GET', url: '/api/test-only/failing-query' });
    expect(response.statusCode).toBe(500);
    const text = raw.slice(mark).join('\n');
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(PHONE);
    const failure = linesSince(mark).find((line) => line.msg === 'request failed');
    expect(failure?.level).toBe(ERROR);
    // The query text stays (it names no values); where the values were, the log says so.
    expect(JSON.stringify(failure)).toContain('no_such_table');
    expect(JSON.stringify(failure)).toContain('params: [redacted]');
  });

  it('logs client errors (401, 400, 403, GraphQL validation and AppErrors) below error', async () => {
    const mark = lines.length;
    const anonymous = new TestClient(app, '10.66.0.1');
    expect((await anonymous.request({ method: 'GET', url: '/api/voicemail-drops' })).statusCode).toBe(401);
    expect(
      (await anonymous.request({ method: 'POST', url: '/api/auth/sign-in', payload: {} })).statusCode,
    ).toBe(403);
    await anonymous.loadCsrf();
    const badJson = await anonymous.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(badJson.statusCode).toBe(400);
    const signIn = await anonymous.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 1 },
    });
    expect(signIn.statusCode).toBe(400);

    const admin = await signedInAs(asTestApp(), ['admin']);
    const unknownField = await admin.client.graphql('{ noSuchField }');
    expect(unknownField.json().errors[0].message).toContain('noSuchField');
    const refused = await admin.client.graphql(
      'mutation { createSavedView(name: "x", page: "/nope", pageQuery: "{", shareWithAllUsers: false, teamIds: []) { id } }',
    );
    expect(refused.json().errors[0].extensions.code).toBe('validation_failed');

    const during = linesSince(mark);
    expect(during.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(during.some((line) => line.msg === 'request refused')).toBe(true);
    expect(during.some((line) => line.msg === 'graphql client error')).toBe(true);
  });

  it('never prints a password, a session token or a cookie, even at debug', async () => {
    const mark = raw.length;
    const client = new TestClient(app, '10.66.0.2');
    await client.loadCsrf();
    await client.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'x@y.test', password: PASSWORD },
    });
    const admin = await signedInAs(asTestApp(), ['admin']);
    await admin.client.graphql('{ noSuchField }');
    const text = raw.slice(mark).join('\n');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('parley_session=');
    expect(text).not.toContain(client.csrfToken ?? 'no token');
  });
});

describe('serializeError and the Yoga logger', () => {
  function captured() {
    const out: Line[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out.push(JSON.parse(chunk.toString('utf8')));
        done();
      },
    });
    return { out, log: pino({ serializers: { err: serializeError } }, stream) };
  }

  it('drops params, detail and secret keys from an error and its cause', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: `Key (email)=(${PHONE}) already exists.`,
      code: '23505',
    });
    const error = Object.assign(
      new Error(`Failed query: insert into users values ($1, $2)\nparams: ${PHONE},${HASH}`),
      {
        query: 'insert into users values ($1, $2)',
        params: [PHONE, HASH],
        cause,
        passwordHash: HASH,
      },
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(HASH);
    expect(text).toContain('insert into users values ($1, $2)');
    expect(text).toContain('23505');
  });

  it('logs what Yoga reports at info for client errors and at error for the server’s, never with params', () => {
    const { out, log } = captured();
    const yoga = yogaLogger(log);
    yoga.error(
      new GraphQLError('refused', { originalError: new AppError('validation_failed', 'name is required') }),
    );
    yoga.error(new GraphQLError('Cannot query field "x"'));
    const queryError = Object.assign(new Error(`Failed query: select $1\nparams: ${PHONE}`), {
      params: [PHONE],
    });
    yoga.error(new GraphQLError('masked', { originalError: queryError }));
    expect(out.map((line) => line.level)).toEqual([30, 30, ERROR]);
    expect(JSON.stringify(out)).not.toContain(PHONE);
  });
});
