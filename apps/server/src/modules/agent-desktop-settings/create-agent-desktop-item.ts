import {
  type AgentDesktopListKind,
  LIST_ITEMS_MAX,
  listItemInput,
} from '@parley/core/agent-desktop-settings/lists';
import type { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { agentDesktopListItems } from './agent-desktop-settings.tables.ts';
import { type ListItem, listItemColumns, nameTaken, readList } from './list-items.ts';

/** Adds an entry at the end of the list. */
export async function createAgentDesktopItem(
  db: DbExecutor,
  options: { brandId: string; kind: AgentDesktopListKind; input: z.input<typeof listItemInput> },
): Promise<ListItem> {
  const { name } = listItemInput.parse(options.input);
  const { brandId, kind } = options;
  return db.transaction(async (tx) => {
    const items = await readList(tx, { brandId, kind, lock: true });
    if (items.length >= LIST_ITEMS_MAX)
      throw new AppError('validation_failed', `A list holds at most ${LIST_ITEMS_MAX} entries`, {
        field: 'name',
      });
    const position = Math.max(-1, ...items.map((item) => item.position)) + 1;
    const [created] = await tx
      .insert(agentDesktopListItems)
      .values({ brandId, kind, name, position })
      .onConflictDoNothing()
      .returning(listItemColumns);
    if (!created) throw new AppError('conflict', nameTaken(kind), { field: 'name' });
    return created;
  });
}
