import { randomBytes } from 'node:crypto';
import { ROLES } from '@parley/core/roles';
import { PASSWORD_MIN_LENGTH } from '@parley/core/session';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { hashPassword } from '../auth/passwords.ts';
import { normaliseEmail } from './find-users-by-email.ts';
import { users } from './users.tables.ts';

export const createUserInput = z.object({
  email: z.string().trim().email('must be a valid email address').max(320),
  firstName: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  lastName: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  roles: z
    .array(z.enum(ROLES, { message: 'must be admin, supervisor or agent' }))
    .min(1, 'needs at least one role'),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024)
    .optional(),
});

export type CreatedUser = { id: string; email: string; workerSid: string };

export async function createUser(
  db: DbExecutor,
  options: { brandId: string; input: z.input<typeof createUserInput> },
): Promise<CreatedUser> {
  const input = createUserInput.parse(options.input);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [user] = await db
    .insert(users)
    .values({
      brandId: options.brandId,
      email: normaliseEmail(input.email),
      firstName: input.firstName,
      lastName: input.lastName,
      roles: input.roles,
      passwordHash,
      workerSid: `WK${randomBytes(16).toString('hex')}`,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, workerSid: users.workerSid });
  if (!user)
    throw new AppError('conflict', 'A user with this email already exists in this brand', { field: 'email' });
  return user;
}
