import Fastify, { type FastifyInstance } from 'fastify';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { afterEach, expect, it } from 'vitest';
import type { AppDb } from '../db/database.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { registerGraphqlRoute } from './graphql-route.ts';

// issue 11: work whose client has gone stops. The real route over a schema whose resolvers report
// what ran: the client leaves while the first field resolves, and the field under it never runs.

let app: FastifyInstance | null = null;

afterEach(async () => {
  await app?.close();
  app = null;
});

it('resolves no further field once the client has gone', async () => {
  const ran: string[] = [];
  let started = () => {};
  const slowStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  let finishSlow = () => {};
  const slowMayFinish = new Promise<void>((resolve) => {
    finishSlow = resolve;
  });
  const report = new GraphQLObjectType({
    name: 'Report',
    fields: {
      details: {
        type: GraphQLString,
        resolve: () => {
          ran.push('details');
          return 'all of it';
        },
      },
    },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        report: {
          type: report,
          resolve: async () => {
            ran.push('report');
            started();
            await slowMayFinish;
            return {};
          },
        },
      },
    }),
  });

  app = Fastify({ logger: false, forceCloseConnections: true });
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = { sessionId: 's', brandId: 'b', brandSlug: 'b', userId: 'u', email: '', roles: [] };
  });
  // The test schema's resolvers use neither the database nor the bus.
  registerGraphqlRoute(app, { schema, db: {} as AppDb, bus: {} as EventBus });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const client = new AbortController();
  const answer = fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ report { details } }' }),
    signal: client.signal,
  }).catch((error: unknown) => error);
  await slowStarted;
  client.abort();
  // Let the server see the connection close before the slow field returns.
  await new Promise((resolve) => setTimeout(resolve, 100));
  finishSlow();
  expect(await answer).toBeInstanceOf(Error);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(ran).toEqual(['report']);

  // The same request with its client still there resolves both fields.
  ran.length = 0;
  const served = fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ report { details } }' }),
  });
  expect(await (await served).json()).toEqual({ data: { report: { details: 'all of it' } } });
  expect(ran).toEqual(['report', 'details']);
});
