import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { createBrand } from './modules/brands/create-brand.ts';
import { findBrandBySlug } from './modules/brands/find-brand.ts';
import { createWriteKey } from './modules/events/write-keys.ts';
import { createUser, createUserInput } from './modules/users/create-user.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase, runMigrations } from './platform/db/database.ts';
import { AppError } from './platform/http/app-error.ts';

const USAGE = `Usage: npm run parley -- <command> [options]

Commands:
  create-brand --slug <slug> --name <name>
  create-user  --brand <slug> --email <email> --first-name <name> [--last-name <name>]
               --role <admin|supervisor|agent> [--role …] --password <password>
  create-write-key --brand <slug> [--name <name>]
               prints a key for POST /api/proxy/ingest (shown once; docs/events.md)

Uses DATABASE_URL when set, else the embedded database in ./data (PARLEY_DATA_DIR).`;

async function run(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
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
  if (command !== 'create-brand' && command !== 'create-user' && command !== 'create-write-key') return USAGE;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    if (command === 'create-brand') {
      const brand = await createBrand(database.db, { slug: values.slug ?? '', name: values.name ?? '' });
      return `Created brand ${brand.slug} (${brand.name}), id ${brand.id}`;
    }
    const brand = await findBrandBySlug(database.db, values.brand ?? '');
    if (!brand)
      throw new AppError('not_found', `brand "${values.brand ?? ''}" does not exist`, { field: 'brand' });
    if (command === 'create-write-key') {
      const { key, name } = await createWriteKey(database.db, {
        brandId: brand.id,
        name: values.name?.trim() || 'Ingest key',
      });
      return `Created write key "${name}" for ${brand.slug} (shown once, keep it secret):\n${key}`;
    }
    const input = createUserInput.parse({
      email: values.email ?? '',
      firstName: values['first-name'] ?? '',
      lastName: values['last-name'] ?? '',
      roles: values.role ?? [],
      password: values.password,
    });
    const user = await createUser(database.db, { brandId: brand.id, input });
    return `Created user ${user.email} in ${brand.slug}, id ${user.id}`;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2))
  .then((message) => {
    console.log(message);
  })
  .catch((error: unknown) => {
    if (error instanceof ZodError) {
      for (const issue of error.issues) console.error(`Error: ${issue.path.join('.')} ${issue.message}`);
    } else {
      console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exit(1);
  });
