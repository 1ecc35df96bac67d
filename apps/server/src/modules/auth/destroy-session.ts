import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { sessions } from './auth.tables.ts';

export async function destroySession(db: DbExecutor, options: { sessionId: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, options.sessionId));
}
