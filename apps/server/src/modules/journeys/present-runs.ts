import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { loadProfilesByContactIds } from '../contacts/contact-profile.ts';
import { journeyRuns, journeySteps } from './journeys.tables.ts';

// A contact's run as /journeys-users and a test run show it: the contact, where the run is or how it
// ended, and its path (every step with its outcome and times).

export type JourneyRunContact = {
  id: string;
  profileId: string;
  name: string | null;
  phone: string | null;
  email: string | null;
};

export type JourneyStepView = {
  nodeId: string;
  version: number;
  status: string;
  output: string | null;
  reason: string | null;
  enteredAt: Date;
  finishedAt: Date | null;
};

export type JourneyRunView = {
  id: string;
  version: number;
  /** Null only when the contact was deleted between the two reads. */
  contact: JourneyRunContact | null;
  state: string;
  nodeId: string | null;
  test: boolean;
  enteredAt: Date;
  endedAt: Date | null;
  endReason: string | null;
  path: JourneyStepView[];
};

type JourneyRunRow = typeof journeyRuns.$inferSelect;

async function pathsOf(
  db: DbExecutor,
  brandId: string,
  runIds: string[],
): Promise<Map<string, JourneyStepView[]>> {
  const paths = new Map<string, JourneyStepView[]>();
  if (runIds.length === 0) return paths;
  const rows = await db
    .select({
      runId: journeySteps.runId,
      nodeId: journeySteps.nodeId,
      version: journeySteps.version,
      status: journeySteps.status,
      output: journeySteps.output,
      reason: journeySteps.reason,
      enteredAt: journeySteps.enteredAt,
      finishedAt: journeySteps.finishedAt,
    })
    .from(journeySteps)
    .where(and(eq(journeySteps.brandId, brandId), inArray(journeySteps.runId, runIds)))
    .orderBy(asc(journeySteps.enteredAt), asc(journeySteps.version));
  for (const { runId, ...step } of rows) {
    const path = paths.get(runId) ?? [];
    path.push(step);
    paths.set(runId, path);
  }
  return paths;
}

/** The views of these runs, in their order (steps and contacts in one query each). */
export async function presentRuns(
  db: DbExecutor,
  options: { brandId: string; runs: readonly JourneyRunRow[] },
): Promise<JourneyRunView[]> {
  const { brandId, runs } = options;
  const paths = await pathsOf(
    db,
    brandId,
    runs.map((run) => run.id),
  );
  const profiles = await loadProfilesByContactIds(db, {
    brandId,
    contactIds: runs.map((run) => run.contactId),
  });
  const contacts = new Map(profiles.map((profile) => [profile.contactId, profile]));
  return runs.map((run): JourneyRunView => {
    const profile = contacts.get(run.contactId);
    return {
      id: run.id,
      version: run.version,
      contact: profile
        ? {
            id: profile.contactId,
            profileId: profile.profileId,
            name: profile.name,
            phone: profile.contactPhone,
            email: profile.email,
          }
        : null,
      state: run.state,
      nodeId: run.nodeId,
      test: run.test,
      enteredAt: run.enteredAt,
      endedAt: run.endedAt,
      endReason: run.endReason,
      path: paths.get(run.id) ?? [],
    };
  });
}

/** One run of the journey with its path, or null. */
export async function findRunView(
  db: DbExecutor,
  options: { brandId: string; journeyId: string; runId: string },
): Promise<JourneyRunView | null> {
  const [run] = await db
    .select()
    .from(journeyRuns)
    .where(
      and(
        eq(journeyRuns.brandId, options.brandId),
        eq(journeyRuns.id, options.runId),
        eq(journeyRuns.journeyId, options.journeyId),
      ),
    );
  if (!run) return null;
  const [view] = await presentRuns(db, { brandId: options.brandId, runs: [run] });
  return view ?? null;
}
