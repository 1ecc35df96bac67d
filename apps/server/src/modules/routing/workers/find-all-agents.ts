import { pageNumberInput, pageSizeInput } from '@parley/core/common/paging';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { workers } from '../routing.tables.ts';
import { type AgentView, toAgentViews } from './agent-view.ts';

export const AGENT_ORDER_FIELDS = [
  'name',
  'email',
  'status',
  'isAvailable',
  'twilioStatusChangedAt',
] as const;
/** spec 001 §9: the transfer list asks for page 0, size 1000. */
export const MAX_AGENT_PAGE_SIZE = 1_000;

export const findAllAgentsInput = z.object({
  page: pageNumberInput,
  size: pageSizeInput(MAX_AGENT_PAGE_SIZE, 25),
  order: z
    .object({
      field: z.enum(AGENT_ORDER_FIELDS, { message: `must be one of ${AGENT_ORDER_FIELDS.join(', ')}` }),
      direction: z
        .string()
        .nullish()
        .transform((value) => (value ?? 'asc').toLowerCase())
        .pipe(z.enum(['asc', 'desc'], { message: 'must be asc or desc' })),
    })
    .nullable()
    .optional(),
  filter: z
    .object({
      name: z
        .object({ contains: z.string().max(200).nullable().optional() })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
});
export type FindAllAgentsInput = z.input<typeof findAllAgentsInput>;

const ORDER_COLUMNS = {
  name: workers.name,
  email: workers.email,
  status: workers.status,
  isAvailable: workers.available,
  twilioStatusChangedAt: workers.statusChangedAt,
} as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** spec 001 §7 findAllAgents: a page of the brand's agents, ordered, filtered by name (contains). */
export async function findAllAgents(
  db: DbExecutor,
  options: { brandId: string; queryParams?: FindAllAgentsInput | Record<string, unknown> | null },
): Promise<{ items: AgentView[]; total: number; page: number; size: number }> {
  const params = findAllAgentsInput.parse(options.queryParams ?? {});
  const contains = params.filter?.name?.contains?.trim();
  const where: SQL | undefined = and(
    eq(workers.brandId, options.brandId),
    contains ? ilike(workers.name, `%${escapeLike(contains)}%`) : undefined,
  );
  const column = ORDER_COLUMNS[params.order?.field ?? 'name'];
  const direction = params.order?.direction === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(workers)
      .where(where)
      .orderBy(direction(column), asc(workers.name), asc(workers.userId))
      .limit(params.size)
      .offset(params.page * params.size),
    db.select({ value: count() }).from(workers).where(where),
  ]);
  return {
    items: await toAgentViews(db, options.brandId, rows),
    total: total?.value ?? 0,
    page: params.page,
    size: params.size,
  };
}
