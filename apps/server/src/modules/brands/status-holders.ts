import type { DbExecutor } from '../../platform/db/database.ts';

/** An agent in a status, as the users module reports it after moving or re-reading them. */
export type StatusHolder = { userId: string; workerSid: string; status: string; statusChangedAt: Date };

/**
 * What a change of a status does to the agents in it, in the change's transaction: the users
 * module's use-cases (users/reassign-users-status.ts). Users depend on brands, not the reverse, so
 * the composition root (graphql-schema.ts) hands them in.
 */
export type StatusHolders = {
  /** Every agent in `from` gets `to`: a rename keeps their clock, a move starts a new stretch. */
  reassign(
    tx: DbExecutor,
    options: { brandId: string; from: string; to: string; renamed: boolean; now?: Date },
  ): Promise<StatusHolder[]>;
  /** The agents in `status`, re-read by routing after its availability changed. */
  resync(tx: DbExecutor, options: { brandId: string; status: string }): Promise<StatusHolder[]>;
};
