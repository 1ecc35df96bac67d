// Static-segment CSV upload speed through the real use-case (apps/server/src/modules/segments:
// `uploadSegmentFile`, which POST /api/segments/{id}/uploadFile runs once the multipart form is read):
// one file of `rows` data rows with a data type row, half of them naming seeded contacts by their
// email (`user<i>@example.com`, seed.ts) and half new addresses (`csvbench<n>@example.com`), uploaded
// into a new static segment. The timed part is the use-case (CSV parsing, contact lookup, upserts,
// memberships and the learned attributes, one transaction); HTTP and multipart parsing are not.
import { randomUUID } from 'node:crypto';
import {
  SEGMENT_UPLOAD_MAX_BYTES,
  SEGMENT_UPLOAD_MAX_ROWS,
  type SegmentUploadResult,
} from '@parley/core/segments/segment-rules';
import { createSegment } from '../../apps/server/src/modules/segments/create-segment.ts';
import { uploadSegmentFile } from '../../apps/server/src/modules/segments/upload-segment-file.ts';
import type { AppDb } from '../../apps/server/src/platform/db/database.ts';
import type { RequestSession } from '../../apps/server/src/platform/http/request-session.ts';

const FIRST_NAMES = ['Alex', 'Bea', 'Cyd', 'Dara', 'Eli', 'Fay', 'Gil', 'Hal'];
const LAST_NAMES = ['Abbott', 'Baker', 'Castro', 'Diaz', 'Ellis', 'Fox'];
const PLANS = ['free', 'starter', 'pro', 'enterprise'];

export type CsvUploadFigures = {
  /** Data rows in the file. */
  rows: number;
  /** Rows naming a seeded contact (each a different one). */
  matched: number;
  /** Rows naming an address no contact has. */
  fresh: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  /** The use-case's answer. */
  result: SegmentUploadResult;
};

/**
 * The file: header, data type row, then the rows alternating a seeded contact (spread over
 * 1..`contacts`, each at most once) and a new address. At most `contacts` rows can match; the rest
 * are new.
 */
export function buildBenchCsv(options: { contacts: number; rows: number }): {
  content: Buffer;
  matched: number;
  fresh: number;
} {
  const matched = Math.min(Math.floor(options.rows / 2), options.contacts);
  const fresh = options.rows - matched;
  const lines = ['email,firstName,lastName,plan,score', 'string,string,string,string,number'];
  let seeded = 0;
  let created = 0;
  for (let n = 0; n < options.rows; n += 1) {
    const useSeeded = seeded < matched && (n % 2 === 0 || created >= fresh);
    const email = useSeeded
      ? `user${1 + Math.floor((seeded * options.contacts) / matched)}@example.com`
      : `csvbench${created + 1}@example.com`;
    if (useSeeded) seeded += 1;
    else created += 1;
    lines.push(
      `${email},${FIRST_NAMES[n % FIRST_NAMES.length]},${LAST_NAMES[n % LAST_NAMES.length]},${PLANS[(n * 7) % PLANS.length]},${(n * 37) % 101}`,
    );
  }
  return { content: Buffer.from(`${lines.join('\n')}\n`), matched, fresh };
}

export async function measureCsvUpload(
  db: AppDb,
  options: { brandId: string; contacts: number; rows: number },
): Promise<CsvUploadFigures> {
  if (options.rows < 1 || options.rows > SEGMENT_UPLOAD_MAX_ROWS) {
    throw new Error(`the CSV upload takes 1 to ${SEGMENT_UPLOAD_MAX_ROWS} rows, not ${options.rows}`);
  }
  // An admin of the bench brand (segments are for admins and supervisors; created_by_id has no
  // foreign key, so no user row is needed).
  const session: RequestSession = {
    sessionId: 'bench',
    brandId: options.brandId,
    brandSlug: 'segments-bench',
    userId: randomUUID(),
    email: 'bench@example.com',
    roles: ['admin'],
  };
  const { content, matched, fresh } = buildBenchCsv(options);
  if (content.length > SEGMENT_UPLOAD_MAX_BYTES) {
    throw new Error(
      `the bench CSV is ${content.length} bytes, over the ${SEGMENT_UPLOAD_MAX_BYTES}-byte limit`,
    );
  }
  // A unique name: a kept database may hold the segments of earlier runs.
  const segment = await createSegment(db, {
    session,
    args: { name: `CSV bench ${new Date().toISOString()}`, type: 'static' },
  });
  const started = performance.now();
  const result = await uploadSegmentFile(db, {
    session,
    id: segment.id,
    content,
    includeCsvDataTypeRow: true,
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    rows: options.rows,
    matched,
    fresh,
    bytes: content.length,
    seconds,
    rowsPerSecond: options.rows / seconds,
    result,
  };
}
