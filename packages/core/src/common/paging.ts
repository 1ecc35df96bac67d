import { z } from 'zod';

// The page and size of every paged query (spec 001 §7 "page 0, size 25"): one wording of their errors.

/** A zero-based page number; absent means the first page. */
export const pageNumberInput = z
  .number()
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .nullish()
  .transform((page) => page ?? 0);

/** A page size from 1 to `max`; absent means `fallback`. */
export function pageSizeInput(max: number, fallback: number) {
  return z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`)
    .nullish()
    .transform((size) => size ?? fallback);
}
