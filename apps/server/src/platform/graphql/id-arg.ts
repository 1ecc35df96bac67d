import { z } from 'zod';
import { AppError } from '../http/app-error.ts';

const uuid = z.string().uuid();

/** A GraphQL ID argument as a row id: anything but a uuid is refused before it reaches a uuid column. */
export function idArg(value: string | number, field = 'id'): string {
  const text = String(value);
  if (!uuid.safeParse(text).success)
    throw new AppError('validation_failed', `${field} must be a valid id`, { field });
  return text;
}
