import type { JourneyDefinition } from '@parley/core/journeys/journey';
import { journeyTriggerType } from '@parley/core/journeys/journey';
import type { DbExecutor } from '../../platform/db/database.ts';
import { FRIENDLY_ID_ATTEMPTS, newFriendlyId } from '../../platform/friendly-id.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { journeys } from './journeys.tables.ts';

// A new draft row (createJourney, duplicateJourney) with its friendly id: "J-" and six characters
// (platform/friendly-id.ts), unique per brand (spec 000 §3 friendlyId; its form is Parley's).

export type NewJourneyRow = {
  brandId: string;
  name: string;
  description: string | null;
  draft: JourneyDefinition;
  userId: string;
  now: Date;
  originalCreatedAt?: Date;
};

/** Inserts a draft journey and returns its id. Runs in its own savepoint so a clash can retry. */
export async function insertJourney(tx: DbExecutor, row: NewJourneyRow): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [inserted] = await savepoint
          .insert(journeys)
          .values({
            brandId: row.brandId,
            friendlyId: newFriendlyId('J-'),
            name: row.name,
            description: row.description,
            state: 'draft',
            hidden: false,
            liveVersion: null,
            draft: row.draft,
            draftChanged: true,
            triggerType: journeyTriggerType(row.draft),
            createdBy: row.userId,
            updatedBy: row.userId,
            createdAt: row.now,
            updatedAt: row.now,
            originalCreatedAt: row.originalCreatedAt ?? row.now,
          })
          .returning({ id: journeys.id });
        if (!inserted) throw new Error('insert returned no row');
        return inserted.id;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= FRIENDLY_ID_ATTEMPTS) throw error;
    }
  }
}
