import { writeKeyInput } from '@parley/core/events/write-keys';
import { createUserInput } from '@parley/core/users/user-inputs';
import { z } from 'zod';
import { connectModules } from './connect-modules.ts';
import { brandSlugSchema, createBrand, createBrandInput } from './modules/brands/create-brand.ts';
import { findBrandBySlug } from './modules/brands/find-brand.ts';
import { createWriteKey } from './modules/events/create-write-key.ts';
import { addDefaultBrandPhoneNumber } from './modules/phone-numbers/add-default-brand-phone-number.ts';
import { rebuildBrandRollups } from './modules/reporting/roll-up-tasks.ts';
import { createUser } from './modules/users/create-user.ts';
import { sendControlCommand } from './platform/control/control-client.ts';
import type { ControlResponse } from './platform/control/control-protocol.ts';
import type { ControlCommands } from './platform/control/control-server.ts';
import type { DbExecutor } from './platform/db/database.ts';
import { AppError } from './platform/http/app-error.ts';
import { findUnsafeText } from './platform/http/unsafe-text.ts';

// The operator's commands (`npm run parley -- …`): checked and run here, by the CLI on a database it
// opened itself, or by the running server when the CLI asks it over the control socket
// (platform/control/control-server.ts, given `adminControlCommands`). Either way the same use-cases run
// on the same checked input.

/** The key's name when the command gives none (the API keys screen always asks for one). */
const DEFAULT_WRITE_KEY_NAME = 'Ingest key';

const userFields = createUserInput.pick({
  email: true,
  firstName: true,
  lastName: true,
  roles: true,
  password: true,
});

export const adminCommandSchema = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('create-brand'), ...createBrandInput.shape }),
  z.strictObject({ command: z.literal('create-user'), brand: brandSlugSchema, ...userFields.shape }),
  z.strictObject({ command: z.literal('rebuild-reports'), brand: brandSlugSchema }),
  z.strictObject({
    command: z.literal('create-write-key'),
    brand: brandSlugSchema,
    name: z
      .string()
      .optional()
      .transform((name) => name?.trim() || DEFAULT_WRITE_KEY_NAME)
      .pipe(writeKeyInput.shape.name),
  }),
]);

export type AdminCommand = z.output<typeof adminCommandSchema>;
export type AdminCommandName = AdminCommand['command'];
export const ADMIN_COMMAND_NAMES: readonly AdminCommandName[] = [
  'create-brand',
  'create-user',
  'create-write-key',
  'rebuild-reports',
];

export type AdminCommandResult =
  | { command: 'create-brand'; brand: { id: string; slug: string; name: string } }
  | { command: 'create-user'; brand: string; user: { id: string; email: string } }
  | { command: 'create-write-key'; brand: string; name: string; key: string }
  | { command: 'rebuild-reports'; brand: string; tasks: number };

/**
 * Checks a command from any source (the CLI's arguments, a control-socket request): text PostgreSQL
 * cannot store and every zod rule give an AppError naming the field and the reason.
 */
export function parseAdminCommand(input: unknown): AdminCommand {
  const unsafe = findUnsafeText(input);
  if (unsafe)
    throw new AppError('validation_failed', `${unsafe.field} ${unsafe.reason}`, { field: unsafe.field });
  const parsed = adminCommandSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'command';
  const reason =
    field === 'command' && issue?.code === 'invalid_union'
      ? `must be one of ${ADMIN_COMMAND_NAMES.join(', ')}`
      : (issue?.message ?? 'is invalid');
  throw new AppError('validation_failed', `${field} ${reason}`, { field });
}

export async function runAdminCommand(db: DbExecutor, command: AdminCommand): Promise<AdminCommandResult> {
  connectModules();
  if (command.command === 'create-brand') {
    const brand = await createBrand(
      db,
      { slug: command.slug, name: command.name },
      { addFirstPhoneNumber: addDefaultBrandPhoneNumber },
    );
    return { command: command.command, brand };
  }
  const brand = await findBrandBySlug(db, command.brand);
  if (!brand) throw new AppError('not_found', `brand "${command.brand}" does not exist`, { field: 'brand' });
  if (command.command === 'rebuild-reports') {
    const tasks = await rebuildBrandRollups(db, { brandId: brand.id });
    return { command: command.command, brand: brand.slug, tasks };
  }
  if (command.command === 'create-write-key') {
    const { key, name } = await createWriteKey(db, { brandId: brand.id, name: command.name });
    return { command: command.command, brand: brand.slug, name, key };
  }
  const { brand: _slug, command: _name, ...input } = command;
  const user = await createUser(db, { brandId: brand.id, input });
  return { command: command.command, brand: brand.slug, user: { id: user.id, email: user.email } };
}

/** The commands the running server serves on its control socket (main.ts). */
export const adminControlCommands: ControlCommands<AdminCommand, AdminCommandResult> = {
  parse: parseAdminCommand,
  run: runAdminCommand,
  name: (command) => command.command,
  brand: (command) => (command.command === 'create-brand' ? command.slug : command.brand),
};

/** Sends a command to the server that owns the embedded database in `dataDir` (the CLI). */
export function sendAdminCommand(
  dataDir: string,
  command: AdminCommand,
  options: { timeoutMs?: number } = {},
): Promise<ControlResponse<AdminCommandResult>> {
  return sendControlCommand<AdminCommandResult>(dataDir, command, options);
}

/** What the CLI prints for a result. */
export function describeAdminResult(result: AdminCommandResult): string {
  switch (result.command) {
    case 'create-brand':
      return `Created brand ${result.brand.slug} (${result.brand.name}), id ${result.brand.id}`;
    case 'create-user':
      return `Created user ${result.user.email} in ${result.brand}, id ${result.user.id}`;
    case 'create-write-key':
      return `Created write key "${result.name}" for ${result.brand} (shown once, keep it secret):\n${result.key}`;
    case 'rebuild-reports':
      return `Rebuilt the reporting rollups of ${result.brand} from ${result.tasks} finished tasks`;
  }
}
