import type { DbExecutor } from '../../platform/db/database.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';

/**
 * What the users module needs of the modules above it, which read users and so may not be imported
 * from here (docs/architecture.md "Module boundaries"). The composition root connects their
 * use-cases once, before anything runs (connect-modules.ts); a call before that fails loudly rather
 * than leave routing's projection behind.
 */
export type UsersPorts = {
  /**
   * routing: refresh its projection of one user (docs/routing.md "Workers"), in the same transaction
   * as the change to the user's status, skills, teams, capacity, name, email or deactivation.
   */
  syncWorker(db: DbExecutor, options: { brandId: string; userId: string; now?: Date }): Promise<unknown>;
  /** routing: take back every pending offer of an agent being deactivated, in the caller's transaction. */
  rescindWorkerOffers(
    tx: DbExecutor,
    options: { brandId: string; userId: string; now?: Date },
  ): Promise<PublishInput[]>;
  /** auth: end every session, sign-in token and recovery link of an account, in the caller's transaction. */
  revokeAccountAccess(tx: DbExecutor, options: { brandId: string; userId: string }): Promise<unknown>;
};

let connected: UsersPorts | null = null;

/** Called by the composition root only (connect-modules.ts). */
export function connectUsersPorts(ports: UsersPorts): void {
  connected = ports;
}

export function usersPorts(): UsersPorts {
  if (!connected)
    throw new Error('The users module is not connected to routing and auth: call connectModules() first');
  return connected;
}
