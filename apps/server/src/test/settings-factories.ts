import { randomBytes } from 'node:crypto';
import type { Role } from '@parley/core/auth/roles';
import { createSkill } from '../modules/users/create-skill.ts';
import { createTeam } from '../modules/users/create-team.ts';
import type { DbExecutor } from '../platform/db/database.ts';
import { createTestBrand, createTestUser } from './factories.ts';
import { type TestApp, TestClient } from './test-app.ts';

// Factories and a signed-in client for the settings integration tests (users, teams, skills,
// statuses, agent-desktop settings).

export async function createTestTeam(
  db: DbExecutor,
  options: { brandId: string; name?: string; memberIds?: string[] },
) {
  return createTeam(db, {
    brandId: options.brandId,
    name: options.name ?? `Team ${randomBytes(3).toString('hex')}`,
    memberIds: options.memberIds,
  });
}

export async function createTestSkill(
  db: DbExecutor,
  options: { brandId: string; name?: string; userIds?: string[] },
) {
  return createSkill(db, {
    brandId: options.brandId,
    name: options.name ?? `Skill ${randomBytes(3).toString('hex')}`,
    userIds: options.userIds,
  });
}

let clientCounter = 0;

/** A user with these roles (in a new brand unless one is given), signed in through the real routes. */
export async function signedInAs(t: TestApp, roles: Role[], brandId?: string) {
  const id = brandId ?? (await createTestBrand(t.database.db)).id;
  const user = await createTestUser(t.database.db, { brandId: id, roles });
  clientCounter += 1;
  // A distinct client address each, so sign-in rate limits never join two tests.
  const client = new TestClient(t.app, `10.77.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`);
  const response = await client.signIn(user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { client, user, brandId: id };
}

type GraphqlBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** Runs a GraphQL document and returns its JSON body. */
export async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
  const response = await client.graphql(query, variables);
  return response.json<GraphqlBody>();
}

/** The first error's extensions (code, field, status), for asserting refusals. */
export async function gqlError(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
  const body = await gql(client, query, variables);
  const error = body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(body.data)}`);
  return { message: error.message, ...(error.extensions ?? {}) };
}

/** One field of a GraphQL answer; fails the test when the answer has errors or lacks it. */
export async function gqlField<T>(
  client: TestClient,
  query: string,
  field: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await gql(client, query, variables);
  if (body.errors?.length || !body.data || !(field in body.data))
    throw new Error(`expected ${field}, got ${JSON.stringify(body)}`);
  // The test names the shape it asked the query for.
  return body.data[field] as T;
}
