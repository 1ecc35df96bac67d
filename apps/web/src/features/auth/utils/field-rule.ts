import type { z } from 'zod';

/**
 * A Mantine form rule from one field's zod schema in packages/core (the server checks the same
 * schema). The message reads '<label> <reason>', e.g. 'Email is required'.
 */
export function fieldRule<T>(schema: z.ZodType<T>, label: string): (value: unknown) => string | null {
  return (value) => {
    const result = schema.safeParse(value);
    if (result.success) return null;
    return `${label} ${result.error.issues[0]?.message ?? 'is invalid'}`;
  };
}
