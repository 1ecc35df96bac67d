import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { signalSessionRevoked } from '../../platform/realtime/session-revocations.ts';
import { sessions } from './auth.tables.ts';

/** Signs a session out: the next request with it gets 401 and its open event streams close. */
export async function destroySession(db: DbExecutor, options: { sessionId: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, options.sessionId));
  signalSessionRevoked({ sessionId: options.sessionId });
}
