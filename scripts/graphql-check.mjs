// `npm run graphql:check` (a step of `npm test`): the committed GraphQL contract is current. The
// schema is printed from the server's code and compared with apps/server/schema.graphql; the web's
// types and documents are generated in memory from that file (apps/web/codegen.yml) and compared
// with the committed *.generated.ts files. Nothing is written. Runs with tsx (the server is TypeScript).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { printedSchema, SCHEMA_FILE } from '../apps/server/src/print-schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const relative = (file) => path.relative(root, path.resolve(web, file));

function generatedFilesOnDisk(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...generatedFilesOnDisk(full));
    else if (entry.name.endsWith('.generated.ts')) found.push(full);
  }
  return found;
}

const problems = [];

if (readFileSync(SCHEMA_FILE, 'utf8') !== printedSchema()) {
  problems.push(`${path.relative(root, SCHEMA_FILE)} differs from the schema the server's code builds`);
}

// The config's paths are relative to apps/web, and the preset resolves some against the process's
// directory rather than the `cwd` option.
process.chdir(web);
const loaded = await loadCodegenConfig({ configFilePath: path.join(web, 'codegen.yml') });
const outputs = await generate({ ...loaded.config, cwd: web, silent: true }, false);
const expected = new Set();
for (const { filename, content } of outputs) {
  const file = path.resolve(web, filename);
  expected.add(file);
  if (!existsSync(file)) problems.push(`${relative(file)} is missing`);
  else if (readFileSync(file, 'utf8') !== content) problems.push(`${relative(file)} is stale`);
}
for (const file of generatedFilesOnDisk(path.join(web, 'src'))) {
  if (!expected.has(file)) problems.push(`${relative(file)} has no .graphql file any more`);
}

if (problems.length > 0) {
  console.error('The GraphQL contract is out of date:');
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(
    'Run `npm run graphql:schema && npm run graphql:codegen` (delete a generated file whose .graphql file is gone) and commit the result.',
  );
  process.exit(1);
}
console.log(`GraphQL contract current: schema.graphql and ${outputs.length} generated files.`);
