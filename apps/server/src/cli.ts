import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import {
  ADMIN_COMMAND_NAMES,
  type AdminCommand,
  describeAdminResult,
  parseAdminCommand,
  runAdminCommand,
  sendAdminCommand,
} from './admin-commands.ts';
import { loadConfig } from './platform/config.ts';
import { ControlUnavailableError } from './platform/control/control-client.ts';
import { controlSocketPaths } from './platform/control/control-protocol.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';
import { openDatabase, runMigrations } from './platform/db/database.ts';
import { AppError } from './platform/http/app-error.ts';

const USAGE = `Usage: npm run parley -- <command> [options]

Commands:
  create-brand --slug <slug> --name <name>
  create-user  --brand <slug> --email <email> --first-name <name> [--last-name <name>]
               --role <admin|supervisor|agent> [--role …] [--password <password>]
  create-write-key --brand <slug> [--name <name>]
               prints a key for POST /api/proxy/ingest (shown once; docs/events.md)
  rebuild-reports --brand <slug>
               recomputes the reporting rollups from the brand's tasks (docs/reporting.md)

Uses DATABASE_URL when set, else the embedded database in ./data (PARLEY_DATA_DIR). While a server
runs on the embedded database, the command is sent to that server (docs/security/embedded-database.md).`;

/** How long to wait for a server that holds the embedded database but does not answer yet (starting). */
const WAIT_FOR_SERVER_MS = 20_000;

/** Each command's options, and the command input field each one fills. */
const OPTIONS: Record<AdminCommand['command'], Record<string, string>> = {
  'create-brand': { slug: 'slug', name: 'name' },
  'create-user': {
    brand: 'brand',
    email: 'email',
    'first-name': 'firstName',
    'last-name': 'lastName',
    role: 'roles',
    password: 'password',
  },
  'create-write-key': { brand: 'brand', name: 'name' },
  'rebuild-reports': { brand: 'brand' },
};
const REQUIRED = new Set(['slug', 'name', 'brand', 'email', 'firstName']);

function isCommandName(value: string | undefined): value is AdminCommand['command'] {
  return ADMIN_COMMAND_NAMES.some((name) => name === value);
}

/** The command the arguments ask for, checked; errors name the option (`--slug must be …`). */
function parseCommand(name: AdminCommand['command'], args: string[]): AdminCommand {
  const { values } = parseArgs({
    args,
    options: {
      slug: { type: 'string' },
      name: { type: 'string' },
      brand: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      role: { type: 'string', multiple: true },
      password: { type: 'string' },
    },
  });
  const allowed = OPTIONS[name];
  const input: Record<string, unknown> = { command: name };
  for (const [option, value] of Object.entries(values)) {
    const field = allowed[option];
    if (!field) throw new Error(`--${option} does not apply to ${name}`);
    input[field] = value;
  }
  for (const field of Object.values(allowed)) {
    // Missing: checked like an empty value, so the reason reads "--slug is required" or the rule.
    if (input[field] === undefined && REQUIRED.has(field)) input[field] = '';
    if (input[field] === undefined && field === 'roles') input[field] = [];
  }
  try {
    return parseAdminCommand(input);
  } catch (error) {
    throw withOptionName(error, name);
  }
}

/** An error about an input field, reworded with the CLI option that fills it. */
function withOptionName(error: unknown, name: AdminCommand['command']): unknown {
  if (!(error instanceof AppError) || !error.field) return error;
  const field = error.field.split('.')[0] ?? '';
  const option = Object.entries(OPTIONS[name]).find(([, filled]) => filled === field)?.[0];
  if (!option) return error;
  // A check's message starts with the field ("slug must be …"); others name it at the end.
  const message =
    error.code === 'validation_failed' && error.message.startsWith(`${error.field} `)
      ? `--${option}${error.message.slice(error.field.length)}`
      : `${error.message} (--${option})`;
  return new AppError(error.code, message, { field: error.field });
}

async function run(argv: string[]): Promise<string> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return USAGE;
  if (!isCommandName(name)) throw new Error(`unknown command "${name}"\n\n${USAGE}`);
  const command = parseCommand(name, args);
  const config = loadConfig();
  try {
    if (config.databaseUrl) return await runOnDatabase(command, { databaseUrl: config.databaseUrl });
    return await runEmbedded(command, config.dataDir);
  } catch (error) {
    throw withOptionName(error, name);
  }
}

/** Opens the database itself (PostgreSQL, or an embedded one no process holds) and runs the command. */
async function runOnDatabase(
  command: AdminCommand,
  location: { databaseUrl?: string; dataDir?: string },
): Promise<string> {
  const database = await openDatabase(location);
  try {
    await runMigrations(database);
    return describeAdminResult(await runAdminCommand(database.db, command));
  } finally {
    await database.close();
  }
}

/**
 * The embedded database belongs to one process: free, the CLI opens it; held by a server, the CLI asks
 * that server over its control socket. A holder that does not answer (a server still starting,
 * another CLI) is waited for a while.
 */
async function runEmbedded(command: AdminCommand, dataDir: string): Promise<string> {
  const deadline = Date.now() + WAIT_FOR_SERVER_MS;
  let waiting = false;
  for (;;) {
    let locked: DataDirLockedError;
    try {
      return await runOnDatabase(command, { dataDir });
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      locked = error;
    }
    if (locked.owner && locked.owner.hostname !== hostname()) throw locked;
    try {
      const response = await sendAdminCommand(dataDir, command);
      if (response.ok) return describeAdminResult(response.result);
      throw new AppError(response.error.code, response.error.message, { field: response.error.field });
    } catch (error) {
      if (!(error instanceof ControlUnavailableError)) throw error;
      if (Date.now() > deadline)
        throw new Error(
          `${locked.message}\nThat process does not answer on its control socket ${controlSocketPaths(dataDir).socket}: if it is a Parley server, check its log; otherwise wait for it to end.`,
        );
      if (!waiting) {
        waiting = true;
        console.error(
          `The embedded database is held by process ${locked.owner?.pid ?? '?'}; waiting for it to answer or end…`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

run(process.argv.slice(2))
  .then((message) => {
    console.log(message);
  })
  .catch((error: unknown) => {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
