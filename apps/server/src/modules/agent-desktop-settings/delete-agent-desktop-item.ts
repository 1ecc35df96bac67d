import type { AgentDesktopListKind } from '@parley/core/agent-desktop-settings/lists';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { agentDesktopListItems } from './agent-desktop-settings.tables.ts';
import { notFound, ofKind } from './list-items.ts';

/**
 * Deletes an entry. Tasks that already carry it keep what they were given (the routing module stores
 * the disposition text and the cancellation reason id on the task), so history does not change.
 */
export async function deleteAgentDesktopItem(
  db: DbExecutor,
  options: { brandId: string; kind: AgentDesktopListKind; id: string },
): Promise<{ id: string }> {
  const { brandId, kind, id } = options;
  const [deleted] = await db
    .delete(agentDesktopListItems)
    .where(and(ofKind(brandId, kind), eq(agentDesktopListItems.id, id)))
    .returning({ id: agentDesktopListItems.id });
  if (!deleted) throw new AppError('not_found', notFound(kind), { field: 'id' });
  return deleted;
}
