import type { z } from 'zod';

/** '<label> <reason>' from the server's own schema for a field, or null when the value passes. */
export function issueText(label: string, schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : `${label} ${result.error.issues[0]?.message ?? 'is invalid'}`;
}
