import {
  AGENT_DESKTOP_LIST_TEXTS,
  type AgentDesktopListKind,
} from '@parley/core/agent-desktop-settings/lists';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { agentDesktopListItems } from './agent-desktop-settings.tables.ts';

/** A disposition, tag or cancellation reason. */
export type ListItem = { id: string; name: string; position: number; updatedAt: Date };

export const listItemColumns = {
  id: agentDesktopListItems.id,
  name: agentDesktopListItems.name,
  position: agentDesktopListItems.position,
  updatedAt: agentDesktopListItems.updatedAt,
};

export function ofKind(brandId: string, kind: AgentDesktopListKind) {
  return and(eq(agentDesktopListItems.brandId, brandId), eq(agentDesktopListItems.kind, kind));
}

export function nameTaken(kind: AgentDesktopListKind): string {
  return `A ${AGENT_DESKTOP_LIST_TEXTS[kind].singular.toLowerCase()} with this name already exists`;
}

export function notFound(kind: AgentDesktopListKind): string {
  return `${AGENT_DESKTOP_LIST_TEXTS[kind].singular} not found`;
}

/** The list in its order. `lock` holds its rows for the rest of the transaction. */
export async function readList(
  db: DbExecutor,
  options: { brandId: string; kind: AgentDesktopListKind; lock?: boolean },
): Promise<ListItem[]> {
  const query = db
    .select(listItemColumns)
    .from(agentDesktopListItems)
    .where(ofKind(options.brandId, options.kind))
    .orderBy(asc(agentDesktopListItems.position), asc(agentDesktopListItems.name));
  return options.lock ? query.for('update') : query;
}
