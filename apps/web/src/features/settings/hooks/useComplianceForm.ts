import { type UseFormReturnType, useForm } from '@mantine/form';
import type { z } from 'zod';
import { useSession } from '../../auth/hooks/useSession.ts';

/** Admins change the compliance rules; supervisors read them (the server answers 403 otherwise). */
export function useCanEditCompliance(): boolean {
  return useSession().profile?.roles.includes('admin') ?? false;
}

/**
 * The form's errors by the core schema the server checks with (so both give the same reasons): each
 * issue under its field, '<label> <reason>' ("End date must be on or after the start date"); an
 * issue inside a list (`areaCodes.2`) goes under the list. `pathOf` maps an issue's path to the
 * form's field path when they differ (the hours table: `[1, 'end']` → `hours.1.end`).
 */
export function schemaErrors(
  schema: z.ZodType,
  values: unknown,
  labelOf: (path: string) => string | undefined,
  pathOf: (path: PropertyKey[]) => string = (path) => String(path[0] ?? ''),
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = pathOf(issue.path);
    const label = labelOf(path);
    if (label && !errors[path]) errors[path] = `${label} ${issue.message}`;
  }
  return errors;
}

/** A Mantine form validated on submit by a core schema, with each field's label for its messages. */
export function useComplianceForm<V extends Record<string, unknown>>(
  initialValues: V,
  schema: z.ZodType,
  labels: Readonly<Record<string, string>>,
  /** The values the schema checks, when the form holds them otherwise (NumberInput's '' for empty). */
  toInput: (values: V) => unknown = (values) => values,
): UseFormReturnType<V> {
  return useForm<V>({
    initialValues,
    validate: (values) => schemaErrors(schema, toInput(values), (path) => labels[path]),
  });
}
