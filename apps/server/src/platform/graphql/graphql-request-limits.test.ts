import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';

// What a client sees when a GraphQL request is refused before it runs (issue 11 items 1, 2 and 8).

let t: TestApp;
let agent: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const brandId = (await createTestBrand(t.database.db)).id;
  const user = await createTestUser(t.database.db, { brandId, roles: ['agent'] });
  agent = new TestClient(t.app, '10.77.0.1');
  expect((await agent.signIn(user.email, user.password)).statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

type GraphqlAnswer = {
  data?: unknown;
  errors?: {
    message: string;
    extensions?: { code?: string; field?: string; status?: number; http?: unknown };
  }[];
};

const ACCEPTS = ['application/json', 'application/graphql-response+json'];

async function post(query: string, variables: Record<string, unknown> = {}, accept = 'application/json') {
  const response = await agent.request({
    method: 'POST',
    url: '/api/graphql',
    headers: { accept },
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json<GraphqlAnswer>() };
}

describe('GraphQL request limits', () => {
  it.each(ACCEPTS)('refuses 2,000 aliases of myContacts with a 400 naming the limit (%s)', async (accept) => {
    const aliases = Array.from({ length: 2000 }, (_, i) => `c${i}: myContacts { total }`).join(' ');
    const { status, body } = await post(`query { ${aliases} }`, {}, accept);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('query_too_complex');
    expect(body.errors?.[0]?.message).toMatch(
      /^Query (field count|document length) \d+ exceeds the limit of \d+/,
    );
    expect(body.errors?.[0]?.extensions?.http).toBeUndefined();
  });

  it('refuses six top-level fields and a cost over the budget, and says by how much', async () => {
    const six = Array.from({ length: 6 }, (_, i) => `c${i}: myContacts { total }`).join(' ');
    expect((await post(`{ ${six} }`)).body.errors?.[0]?.message).toBe(
      'Query top-level field count 6 exceeds the limit of 5',
    );
    const costly = await post(
      'query ($size: Int) { users(size: $size) { items { id teams { id name } } } }',
      {
        size: 10_000,
      },
    );
    expect(costly.status).toBe(400);
    expect(costly.body.errors?.[0]?.message).toMatch(/^Query cost 220002 exceeds the limit of 200000/);
  });

  it('refuses a document longer than the limit', async () => {
    const { status, body } = await post(`{ myContacts { total } } # ${'x'.repeat(20_000)}`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Query document length 20027 exceeds the limit of 20000 characters',
      extensions: { code: 'query_too_complex' },
    });
  });

  it.each(ACCEPTS)('refuses a NUL in an inline string, naming the argument (%s)', async (accept) => {
    const { status, body } = await post('{ searchContacts(query: "a\\u0000b") { kind } }', {}, accept);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: 'searchContacts.query must not contain a NUL character',
      extensions: { code: 'validation_failed', field: 'searchContacts.query', status: 400 },
    });
  });

  it('names the input field of a NUL inside an input object literal', async () => {
    const { status, body } = await post(
      '{ getProfiles(filter: { email: { contains: "x\\u0000" } }) { items { id } } }',
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'validation_failed',
      field: 'getProfiles.filter.email.contains',
    });
  });

  it.each(ACCEPTS)(
    'answers a String where an Int goes with a 400 naming the variable (%s)',
    async (accept) => {
      const query = 'query ($size: Int) { searchContacts(query: "ada", size: $size) { kind } }';
      const { status, body } = await post(query, { size: 'ten' }, accept);
      expect(status).toBe(400);
      expect(body.errors?.[0]).toMatchObject({
        message: 'Variable "$size" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
        extensions: { code: 'validation_failed', field: 'size', status: 400 },
      });
    },
  );

  it('answers an Int over 2³¹ with a 400, as a variable and as a literal', async () => {
    const variable = await post('query ($size: Int) { searchContacts(query: "ada", size: $size) { kind } }', {
      size: 2 ** 31,
    });
    expect(variable.status).toBe(400);
    expect(variable.body.errors?.[0]?.extensions).toMatchObject({ code: 'validation_failed', field: 'size' });
    expect(variable.body.errors?.[0]?.message).toMatch(/^Variable "\$size" got invalid value 2147483648; /);

    const literal = await post('{ searchContacts(query: "ada", size: 2147483648) { kind } }');
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]).toMatchObject({
      message:
        'Argument "size" has an invalid value: Int cannot represent non 32-bit signed integer value: 2147483648',
      extensions: { code: 'validation_failed', field: 'size' },
    });
  });

  it('answers a missing required variable with a 400 naming it', async () => {
    const { status, body } = await post('query ($q: String!) { searchContacts(query: $q) { kind } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'validation_failed', field: 'q' });
  });

  it('keeps the GraphQL-over-HTTP answers to other bad documents and runs good ones', async () => {
    const unknownField = '{ noSuchField }';
    expect((await post(unknownField)).status).toBe(200);
    expect((await post(unknownField, {}, 'application/graphql-response+json')).status).toBe(400);
    const good = await post('{ myContacts { total } }');
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ data: { myContacts: { total: 0 } } });
  });
});
