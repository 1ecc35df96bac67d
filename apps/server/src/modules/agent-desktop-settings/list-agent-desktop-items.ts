import type { AgentDesktopListKind } from '@parley/core/agent-desktop-settings/lists';
import type { DbExecutor } from '../../platform/db/database.ts';
import { type ListItem, readList } from './list-items.ts';

/** The brand's dispositions, tags or cancellation reasons, in the admin's order. */
export async function listAgentDesktopItems(
  db: DbExecutor,
  options: { brandId: string; kind: AgentDesktopListKind },
): Promise<ListItem[]> {
  return readList(db, options);
}
