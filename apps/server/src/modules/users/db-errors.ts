/**
 * Whether a database error is a unique-key violation (SQLSTATE 23505), on PGlite and node-postgres
 * alike; drizzle wraps driver errors in DrizzleQueryError with the original as `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && Reflect.get(current, 'code') === '23505') return true;
    current = typeof current === 'object' ? Reflect.get(current, 'cause') : undefined;
  }
  return false;
}
