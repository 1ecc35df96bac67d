import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { TestClient } from '../../test/test-app.ts';
import { simulatorEmails } from './email.tables.ts';
import { parseMail } from './mime.ts';

// Helpers of the email tests: multipart bodies as a browser sends them, the Contact Simulator's
// inbox read back as parsed mail.

export type FormFile = {
  field?: string;
  filename: string;
  contentType: string;
  content: Uint8Array | string;
};

/** A multipart/form-data body: each field (a list repeats the field), then the files. */
export function multipartBody(
  fields: Record<string, string | string[] | undefined>,
  files: readonly FormFile[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----parley${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`),
      );
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /conv/email/new-message as the desk sends it. */
export function postNewMessage(
  client: TestClient,
  fields: Record<string, string | string[] | undefined>,
  files: readonly FormFile[] = [],
) {
  const body = multipartBody(fields, files);
  return client.request({ method: 'POST', url: '/conv/email/new-message', ...body });
}

/** What the brand sent through its simulator mailboxes to `address`, oldest first, parsed. */
export async function simulatorInbox(db: DbExecutor, brandId: string, address: string) {
  const rows = await db
    .select()
    .from(simulatorEmails)
    .where(eq(simulatorEmails.brandId, brandId))
    .orderBy(asc(simulatorEmails.createdAt));
  const mine = rows.filter((row) => row.recipients.includes(address));
  return Promise.all(mine.map(async (row) => ({ row, mail: await parseMail(row.raw) })));
}

/** How many copies of one Message-ID the simulator holds (a resend would add none). */
export async function simulatorCopies(db: DbExecutor, brandId: string, messageId: string): Promise<number> {
  const rows = await db
    .select({ id: simulatorEmails.id })
    .from(simulatorEmails)
    .where(and(eq(simulatorEmails.brandId, brandId), eq(simulatorEmails.messageId, messageId)));
  return rows.length;
}
