import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { TEST_PASSWORD } from './factories.ts';
import { type TestApp, TestClient } from './test-app.ts';

// Small helpers of the authorization matrix: fixture requests that must succeed, multipart bodies,
// and the fingerprint of a brand's rows.

type GraphqlAnswer = { data?: Record<string, unknown> | null; errors?: unknown[] };

let clientNumber = 0;
/** A new client signed in as the user (a distinct address each: sign-in limits never join two). */
export async function signedIn(t: TestApp, email: string): Promise<TestClient> {
  clientNumber += 1;
  const client = new TestClient(t.app, `10.91.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`);
  const response = await client.signIn(email, TEST_PASSWORD);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return client;
}

/** The first field of a fixture GraphQL answer that must succeed. */
export async function graphqlData<T>(
  client: TestClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await client.graphql(query, variables);
  const body = response.json<GraphqlAnswer>();
  if (body.errors?.length || !body.data) throw new Error(`fixture ${query}: ${response.body}`);
  // The caller names the shape it selected.
  // The caller names the shape it selected.
  return Object.values(body.data)[0] as T;
}

/** The JSON answer of a fixture request that must succeed. */
export function restOk<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode >= 300) throw new Error(`fixture ${what}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A multipart/form-data request as a browser sends it: fields, then one file. */
export function multipart(
  url: string,
  form: { fields: Record<string, string>; file?: { name: string; type: string; content: Buffer } },
) {
  const boundary = '----parley-matrix-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (form.file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${form.file.name}"\r\nContent-Type: ${form.file.type}\r\n\r\n`,
      ),
      form.file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    method: 'POST' as const,
    url,
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One second of a quiet 8 kHz mono PCM WAV. */
export function wavAudio(): Buffer {
  const dataBytes = 16_000;
  const file = Buffer.alloc(44 + dataBytes);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + dataBytes, 4);
  file.write('WAVEfmt ', 8, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(8_000, 24);
  file.writeUInt32LE(16_000, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(dataBytes, 40);
  return file;
}

/** Count and an order-free sum of each row's hash: no sort, so cheap enough to run around every write. */
const ROWS_HASH = sql.raw(`count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text`);

const TASKS_HASH = sql.raw(
  `count(*)::text || ':' || coalesce(sum(hashtext((to_jsonb(x) - 'reported_at')::text)::bigint), 0)::text`,
);
const DERIVED_TABLES = new Set(['report_task_buckets', 'report_disposition_buckets']);

/**
 * A fingerprint per table of brand A's rows (every table with brand_id but sessions, and its brands
 * row): a refused write must leave every one unchanged.
 */
export async function brandFingerprinter(
  t: TestApp,
  brandId: string,
): Promise<() => Promise<Map<string, string>>> {
  // node-postgres and PGlite both answer with { rows }.
  const tables = (
    (await t.database.db.execute(sql`
      select c.table_name as name from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = 'public' and c.column_name = 'brand_id' and t.table_type = 'BASE TABLE'
      order by 1`)) as unknown as { rows: { name: string }[] }
  ).rows
    .map((row) => row.name)
    // A principal's own requests touch its session (last seen): that is no change to the brand. The
    // reporting rollups are derived from tasks by a background worker (docs/reporting.md), which may
    // roll up an earlier request's task at any moment: they are judged through the tasks themselves.
    .filter((name) => name !== 'sessions' && !DERIVED_TABLES.has(name));
  const parts = tables.map((table) =>
    table === 'tasks'
      ? // The worker's mark (reported_at) is no change a request made.
        sql`select ${table}::text as name, ${TASKS_HASH} as hash from tasks x where x.brand_id = ${brandId}`
      : sql`select ${table}::text as name, ${ROWS_HASH} as hash from ${sql.identifier(table)} x where x.brand_id = ${brandId}`,
  );
  parts.push(sql`select 'brands'::text as name, ${ROWS_HASH} as hash from brands x where x.id = ${brandId}`);
  const query = sql.join(parts, sql` union all `);
  return async () => {
    // As above: { rows } on both engines.
    const result = (await t.database.db.execute(query)) as unknown as {
      rows: { name: string; hash: string }[];
    };
    return new Map(result.rows.map((row) => [row.name, row.hash]));
  };
}
