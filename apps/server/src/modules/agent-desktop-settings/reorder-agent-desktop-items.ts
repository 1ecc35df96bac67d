import type { AgentDesktopListKind } from '@parley/core/agent-desktop-settings/lists';
import { reorderInput } from '@parley/core/common/reorder';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { agentDesktopListItems } from './agent-desktop-settings.tables.ts';
import { type ListItem, ofKind, readList } from './list-items.ts';

/** Puts the list in the given order; `ids` must name each entry once. */
export async function reorderAgentDesktopItems(
  db: DbExecutor,
  options: { brandId: string; kind: AgentDesktopListKind; input: z.input<typeof reorderInput> },
): Promise<ListItem[]> {
  const { ids } = reorderInput.parse(options.input);
  const { brandId, kind } = options;
  return db.transaction(async (tx) => {
    const items = await readList(tx, { brandId, kind, lock: true });
    const known = new Set(items.map((item) => item.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new AppError('validation_failed', 'ids must list every entry once', { field: 'ids' });
    for (const [position, id] of ids.entries()) {
      await tx
        .update(agentDesktopListItems)
        .set({ position })
        .where(and(ofKind(brandId, kind), eq(agentDesktopListItems.id, id)));
    }
    return readList(tx, { brandId, kind });
  });
}
