import { type AgentDesktopListKind, listItemInput } from '@parley/core/agent-desktop-settings/lists';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { agentDesktopListItems } from './agent-desktop-settings.tables.ts';
import { type ListItem, listItemColumns, nameTaken, notFound, ofKind, readList } from './list-items.ts';

/** Renames an entry. */
export async function updateAgentDesktopItem(
  db: DbExecutor,
  options: { brandId: string; kind: AgentDesktopListKind; id: string; input: z.input<typeof listItemInput> },
): Promise<ListItem> {
  const { name } = listItemInput.parse(options.input);
  const { brandId, kind, id } = options;
  try {
    return await db.transaction(async (tx) => {
      const items = await readList(tx, { brandId, kind, lock: true });
      if (!items.some((item) => item.id === id))
        throw new AppError('not_found', notFound(kind), { field: 'id' });
      if (items.some((item) => item.id !== id && item.name === name))
        throw new AppError('conflict', nameTaken(kind), { field: 'name' });
      const [updated] = await tx
        .update(agentDesktopListItems)
        .set({ name, updatedAt: new Date() })
        .where(and(ofKind(brandId, kind), eq(agentDesktopListItems.id, id)))
        .returning(listItemColumns);
      if (!updated) throw new AppError('not_found', notFound(kind), { field: 'id' });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', nameTaken(kind), { field: 'name' });
    throw error;
  }
}
