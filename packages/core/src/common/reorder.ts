import { z } from 'zod';

/** Reordering an ordered settings list (statuses, dispositions, tags …): every id, once, in the new order. */
export const reorderInput = z.object({
  ids: z
    .array(z.string().uuid('must hold valid ids'))
    .min(1, 'needs at least one id')
    .max(1_000, 'must hold at most 1000 ids'),
});
