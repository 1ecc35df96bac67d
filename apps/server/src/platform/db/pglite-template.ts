import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from './database.ts';

// Tests only. A new PGlite runs initdb (about 2 s of WebAssembly on this machine) and then every
// migration; a test run makes a few hundred databases. The first test that needs one migrates a
// database once, dumps its data directory to a file beside the other runs' (named by what the
// migrations hold, so a changed migration makes a new one), and every later database of the run,
// in any worker, is loaded from that file in about 0.4 s.

const PREFIX = 'parley-pglite-template-';

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  // Another PGlite may read another data directory format.
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(pgliteEntry).update(String(statSync(pgliteEntry).size));
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

let fingerprint: string | null = null;

function templateFile(): string {
  fingerprint ??= migrationsFingerprint();
  return path.join(tmpdir(), `${PREFIX}${fingerprint}.tar`);
}

async function buildTemplate(file: string): Promise<Blob> {
  const pglite = await PGlite.create();
  try {
    await migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await pglite.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written under a name of its own and renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    removeOtherTemplates(file);
    return new Blob([bytes]);
  } finally {
    await pglite.close();
  }
}

/** Templates of older migrations (and partial files a killed run left) go. */
function removeOtherTemplates(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    const full = path.join(tmpdir(), name);
    if (name.startsWith(PREFIX) && full !== keep && !name.endsWith('.partial')) rmSync(full, { force: true });
  }
}

/** The migrated data directory's dump, from the shared file or built (and shared) now. */
export async function migratedPgliteDump(): Promise<Blob> {
  const file = templateFile();
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return buildTemplate(file);
  }
}

/** A migrated in-memory PGlite loaded from the template. */
export async function createMigratedPglite(dataDir?: string): Promise<PGlite> {
  const loadDataDir = await migratedPgliteDump();
  return dataDir ? PGlite.create(dataDir, { loadDataDir }) : PGlite.create({ loadDataDir });
}
