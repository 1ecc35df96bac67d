import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';
import { listUserNames } from '../users/list-user-names.ts';
import { readDefinition, requireJourney } from './journey-store.ts';
import { requireJourneyReader } from './journeys.policy.ts';
import { journeyVersions } from './journeys.tables.ts';
import type { JourneyUserRef } from './present-journey.ts';

export type JourneyVersionView = {
  version: number;
  publishedAt: Date;
  publishedBy: JourneyUserRef | null;
  /** What ran in this version. */
  definition: unknown;
};

/** journeyVersions: the version history (issue 13 "with who and when"), newest first. */
export async function listJourneyVersions(
  db: DbExecutor,
  options: { session: RequestSession; journeyId: string },
): Promise<JourneyVersionView[]> {
  const { brandId } = requireJourneyReader(options.session);
  const { journeyId } = options;
  await requireJourney(db, { brandId, id: journeyId, field: 'journeyId' });
  const rows = await db
    .select({
      version: journeyVersions.version,
      publishedAt: journeyVersions.publishedAt,
      publishedBy: journeyVersions.publishedBy,
      definition: journeyVersions.definition,
    })
    .from(journeyVersions)
    .where(and(eq(journeyVersions.brandId, brandId), eq(journeyVersions.journeyId, journeyId)))
    .orderBy(desc(journeyVersions.version));
  const names = await listUserNames(
    db,
    brandId,
    rows.flatMap((row) => (row.publishedBy ? [row.publishedBy] : [])),
  );
  return rows.map((row) => ({
    version: row.version,
    publishedAt: row.publishedAt,
    publishedBy: row.publishedBy ? { id: row.publishedBy, name: names.get(row.publishedBy) ?? null } : null,
    definition: readDefinition(row.definition) ?? row.definition,
  }));
}
