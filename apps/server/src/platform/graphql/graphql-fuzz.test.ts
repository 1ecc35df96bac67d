import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../graphql-schema.ts';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { argumentsArbitrary } from '../../test/graphql-input-arbitraries.ts';
import { listGraphqlOperations, selectionOf } from '../../test/schema-arguments.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { testEngine } from '../db/test-database.ts';

// Fuzz of every Query and Mutation field's arguments (issue 11, docs/security/reliability.md "Fuzz"):
// generated from the schema's argument types, sent as variables by an admin and by an agent. No
// answer may be a 5xx, nor a GraphQL error masked as `internal`: bad input is a clear 4xx/validation
// error naming what is wrong. Deterministic: a fixed seed (FUZZ_SEED overrides it), printed on failure.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_111);
const RUNS_PER_FIELD = Number(process.env.FUZZ_RUNS ?? 8);

type GraphqlAnswer = { errors?: { message: string; extensions?: { code?: string } }[] };

describe(`GraphQL argument fuzz on ${testEngine()}`, () => {
  let testApp: TestApp;
  const clients: Record<'admin' | 'agent', TestClient> = {} as Record<'admin' | 'agent', TestClient>;

  beforeAll(async () => {
    testApp = await createTestApp();
    const brand = await createTestBrand(testApp.database.db);
    for (const role of ['admin', 'agent'] as const) {
      const user = await createTestUser(testApp.database.db, { brandId: brand.id, roles: [role] });
      const client = new TestClient(testApp.app, `10.0.1.${role === 'admin' ? 1 : 2}`);
      const signedIn = await client.signIn(user.email, user.password);
      if (signedIn.statusCode !== 200) throw new Error(`sign-in: ${signedIn.body}`);
      clients[role] = client;
    }
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers no 5xx and no internal error, whatever the arguments', async () => {
    const failures: string[] = [];
    for (const operation of listGraphqlOperations(buildSchema())) {
      const args = operation.field.args;
      const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const query =
        `${operation.kind}${definitions ? ` (${definitions})` : ''} ` +
        `{ ${operation.name}${passed ? `(${passed})` : ''} ${selectionOf(operation.field.type, 2)} }`;
      const property = fc.asyncProperty(
        argumentsArbitrary(args),
        fc.constantFrom('admin' as const, 'agent' as const),
        async (variables, role) => {
          const response = await clients[role].graphql(query, variables);
          const body = response.json<GraphqlAnswer>();
          const internal = body.errors?.find((error) => error.extensions?.code === 'internal');
          if (response.statusCode >= 500 || internal) {
            throw new Error(`${role}: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
          }
        },
      );
      const result = await fc.check(property, { seed: SEED, numRuns: RUNS_PER_FIELD, endOnFailure: true });
      if (result.failed) {
        const example = JSON.stringify(result.counterexample?.[0] ?? null).slice(0, 300);
        failures.push(
          `${operation.key} (seed ${SEED}, path ${result.counterexamplePath}): variables ${example}\n  ${String(result.errorInstance instanceof Error ? result.errorInstance.message : result.errorInstance)}`,
        );
      }
    }
    expect(failures, `FUZZ_SEED=${SEED}\n${failures.join('\n')}`).toEqual([]);
  }, 180_000);
});
