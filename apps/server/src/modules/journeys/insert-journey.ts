import { randomInt } from 'node:crypto';
import type { JourneyDefinition } from '@parley/core/journeys/journey';
import { journeyTriggerType } from '@parley/core/journeys/journey';
import type { DbExecutor } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { journeys } from './journeys.tables.ts';

// A new draft row (createJourney, duplicateJourney) with its friendly id: "J-" and six characters
// without look-alikes (no 0/O, 1/I/L), unique per brand (spec 000 §3 friendlyId; its form is Parley's).

const FRIENDLY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const FRIENDLY_LENGTH = 6;
/** A clash among 31^6 ids is rare; a few tries make a failure practically impossible. */
const FRIENDLY_ATTEMPTS = 5;

export function newFriendlyId(): string {
  let id = 'J-';
  for (let index = 0; index < FRIENDLY_LENGTH; index += 1)
    id += FRIENDLY_ALPHABET[randomInt(FRIENDLY_ALPHABET.length)];
  return id;
}

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
            friendlyId: newFriendlyId(),
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
      if (!isUniqueViolation(error) || attempt >= FRIENDLY_ATTEMPTS) throw error;
    }
  }
}
