import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase, runMigrations } from '../../platform/db/database.ts';
import { testEngine } from '../../platform/db/test-database.ts';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { HttpClient } from '../../test/http-client.ts';
import { type DatabaseLocation, useRestartableDatabase } from '../../test/restartable-server.ts';
import { CRASH_TEST_TIMEOUT_MS, spawnServer } from '../../test/server-process.ts';
import { contacts } from '../contacts/contacts.tables.ts';
import { createSegment } from './create-segment.ts';
import { segmentMembers } from './segments.tables.ts';

// kill -9 of the server in the middle of a static segment's CSV upload (issue 11,
// docs/security/reliability.md "CSV upload"): the upload is one transaction, so after a restart the
// segment has every row or none, no contact of a half-written upload remains, and a retry works.

const location = useRestartableDatabase('csv_crash');
const ROWS = 5_000;

function csvFile(): Blob {
  const lines = ['phone,email,firstName,plan'];
  for (let i = 0; i < ROWS; i += 1) {
    lines.push(`+1415${String(5_000_000 + i).padStart(7, '0')},crash${i}@example.com,Row${i},gold`);
  }
  return new Blob([lines.join('\n')], { type: 'text/csv' });
}

function uploadForm(): FormData {
  const form = new FormData();
  form.append('includeCsvDataTypeRow', 'false');
  form.append('file', csvFile(), 'contacts.csv');
  return form;
}

/**
 * Resolves once the upload is inside its transaction. On PostgreSQL that is seen in
 * pg_stat_activity (a transaction of this database writing contacts or members); PGlite shows
 * nothing from outside its process, so there it is a delay well inside the ~1.5 s the upload takes on an idle machine.
 */
async function uploadInProgress(where: DatabaseLocation): Promise<void> {
  if (!where.databaseUrl) {
    await new Promise((resolve) => setTimeout(resolve, 600));
    return;
  }
  const observer = new pg.Client({ connectionString: where.databaseUrl });
  await observer.connect();
  try {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const { rows } = await observer.query(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null
            and (query ilike '%"contacts"%' or query ilike '%"segment_members"%' or query ilike '%contact_phones%')`,
      );
      if ((rows[0] as { n: number }).n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('the upload never reached its transaction');
  } finally {
    await observer.end();
  }
}

async function counts(database: DbHandle, brandId: string, segmentId: string) {
  const [members] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(segmentMembers)
    .where(and(eq(segmentMembers.brandId, brandId), eq(segmentMembers.segmentId, segmentId)));
  const [created] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(eq(contacts.brandId, brandId));
  return { members: members?.n ?? -1, contacts: created?.n ?? -1 };
}

describe(`kill -9 during a CSV upload on ${testEngine()}`, () => {
  it(
    'keeps all rows or none, and a retry after the restart imports the file once',
    async () => {
      let database = await openDatabase({ ...location(), poolSize: 2 });
      await runMigrations(database);
      const brand = await createTestBrand(database.db);
      const admin = await createTestUser(database.db, { brandId: brand.id, roles: ['admin'] });
      const session = {
        sessionId: 'seed',
        brandId: brand.id,
        brandSlug: brand.slug,
        userId: admin.id,
        email: admin.email,
        roles: ['admin'],
      };
      const segment = await createSegment(database.db, { session, args: { name: 'Crash', type: 'static' } });
      await database.close();

      let server = await spawnServer(location());
      let client = new HttpClient(server.url);
      await client.signIn(admin.email, admin.password);
      const upload = client
        .request('POST', `/api/segments/${segment.id}/uploadFile`, { body: uploadForm(), timeoutMs: 60_000 })
        .then(
          (response) => response.status,
          () => null,
        );
      await uploadInProgress(location());
      await server.kill9();
      const answered = await upload;

      database = await openDatabase({ ...location(), poolSize: 2 });
      const afterCrash = await counts(database, brand.id, segment.id);
      await database.close();
      if (answered === 200) {
        // The upload had committed just before the kill: all of it is there.
        expect(afterCrash).toEqual({ members: ROWS, contacts: ROWS });
      } else {
        // Died inside the transaction: nothing of it is there, not even the contacts it created.
        expect(afterCrash).toEqual({ members: 0, contacts: 0 });
      }

      server = await spawnServer(location());
      client = new HttpClient(server.url);
      await client.signIn(admin.email, admin.password);
      const retry = await client.request('POST', `/api/segments/${segment.id}/uploadFile`, {
        body: uploadForm(),
        timeoutMs: 60_000,
      });
      expect(retry.status, retry.text).toBe(200);
      const first = answered !== 200;
      expect(retry.body).toMatchObject({
        rows: ROWS,
        added: first ? ROWS : 0,
        created: first ? ROWS : 0,
        alreadyInSegment: first ? 0 : ROWS,
        failed: 0,
      });
      await server.stop();

      database = await openDatabase({ ...location(), poolSize: 2 });
      expect(await counts(database, brand.id, segment.id)).toEqual({ members: ROWS, contacts: ROWS });
      await database.close();
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
