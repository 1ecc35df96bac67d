// Dependency rules of the server's layers (docs/architecture.md "Layers"), checked by `npm run lint`
// (`npm run lint:deps` alone). Every rule says why it exists; an exception names the one dependency it
// allows and why.
//
// The picture, lower layers first; an arrow is "may import":
//   packages/core  ←  apps/server/src/platform  ←  apps/server/src/modules/<area>  ←  composition root
//   (app.ts, main.ts, cli.ts, graphql-schema.ts, print-schema.ts, connect-modules.ts,
//   admin-commands.ts, seed/)
//
// Tests (`*.test.ts`, test kits and support files, `src/test/`) are left out of the cruise: they build
// the whole app and arrange state through any table, which is what a test is for. Being out of the
// cruise, an import of one from production code is not caught here: keep test code named as below.
//
// Parser: dependency-cruiser 17 cannot use TypeScript 7's compiler (it has no JavaScript API), so it
// parses with swc (@swc/core). swc here reads TypeScript but not TSX, hence .tsx files are skipped
// for now (only the web has them).

const SERVER = '^apps/server/src/';
const PLATFORM = `${SERVER}platform/`;
const MODULES = `${SERVER}modules/`;
const TESTS = [
  '(^|/)node_modules/',
  `${SERVER}test/`,
  '\\.test\\.ts$',
  '-test-kit\\.ts$',
  '-test-support\\.ts$',
  '-harness\\.ts$',
  '-arbitraries\\.ts$',
  '-fixture\\.ts$',
  '\\.child(-publisher)?\\.ts$',
  `${PLATFORM}realtime/bus-contract\\.ts$`,
  `${PLATFORM}db/test-database\\.ts$`,
];
// The simulator carrier's table: its one import beyond drizzle is brands.tables.ts, for the tenant
// foreign key every tenant-owned table has (docs/architecture.md "Data and tenancy"): schema, not code.
// Left out of the cruise because a folder rule counts a file's dependencies for every folder above
// it, so this one schema edge would make all of platform/ look like it depends on the brands module.
const SCHEMA_ONLY = [`${PLATFORM}carrier/simulator-carrier\\.tables\\.ts$`];

// The deliberate exceptions to `foreign-tables`: each reads another module's table in the same SQL
// statement as its own, on purpose.
const TABLE_SEAMS = [
  // auth checks a session or a one-time token together with its account (active, roles, brand slug) in
  // one statement: it runs on every request, and nothing can slip between the check and a deactivation
  // (docs/security/sessions.md).
  `${MODULES}auth/(resolve-session|check-stream-sessions|verify-reset-token)\\.ts$`,
  // The condition compiler (modules/audience, above contacts and events) turns a whole condition tree,
  // event conditions included, into one query over contacts and their events (docs/conditions-sql.md):
  // one statement is what makes a segment of a million contacts count in a second.
  `${MODULES}audience/(conditions-sql(-attributes|-events)?|count-matching-contacts|list-matching-contacts)\\.ts$`,
];

module.exports = {
  forbidden: [
    {
      name: 'platform-imports-module',
      comment:
        'platform/ is the technical floor (database, HTTP, events, GraphQL plumbing) every module stands ' +
        'on; it knows no product area. What needs both (the GraphQL schema, the control commands) is ' +
        'assembled by the composition root.',
      severity: 'error',
      from: { path: PLATFORM },
      to: { path: MODULES },
    },
    {
      name: 'lower-layer-imports-composition-root',
      comment:
        'The composition root (app.ts, main.ts, cli.ts, graphql-schema.ts, print-schema.ts, ' +
        'connect-modules.ts, admin-commands.ts, seed/) ' +
        'wires platform and modules together; nothing it wires may reach back into it.',
      severity: 'error',
      from: { path: `${SERVER}(platform|modules)/` },
      to: { path: `${SERVER}([^/]+\\.ts$|seed/)` },
    },
    {
      name: 'module-cycle',
      comment:
        'Modules (modules/<area>/) call each other one way only, so that each can be read, tested and ' +
        'changed knowing only the modules below it. A dependency that must go the other way goes ' +
        'through a port the composition root fills (docs/architecture.md "Module boundaries").',
      severity: 'error',
      scope: 'folder',
      from: { path: `${MODULES}[^/]+$` },
      to: { path: `${MODULES}[^/]+$`, circular: true },
    },
    {
      name: 'server-cycle',
      comment:
        'No import cycles at all in the server: a cycle makes load order matter and hides which file ' +
        'depends on which.',
      severity: 'error',
      from: { path: SERVER },
      to: { circular: true },
    },
    {
      name: 'foreign-tables',
      comment:
        'A module reads and writes only its own tables and asks other modules through their use-cases or ' +
        'read functions, so that a table can change with its module. A *.tables.ts may import another ' +
        "module's *.tables.ts: a foreign key is part of the one schema (one migration folder), not code.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: ['\\.tables\\.ts$', ...TABLE_SEAMS] },
      to: { path: `${MODULES}[^/]+/.+\\.tables\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'core-imports-app',
      comment: 'packages/core holds the rules shared by server and web; it depends on neither.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-imports-web',
      comment: 'Server and web share code only through packages/core (and the printed GraphQL schema).',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-imports-server',
      comment: 'Server and web share code only through packages/core (and the printed GraphQL schema).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    // TODO(web layering, issue 12): features/ never import app/; shared web code lives in shared/.
    // Added by the web step, with a parser that reads TSX (see "Parser" above).
  ],
  options: {
    parser: 'swc',
    // Type-only imports are dependencies too (swc reports them like any import).
    tsPreCompilationDeps: true,
    exclude: { path: [...TESTS, ...SCHEMA_ONLY, '\\.tsx$'].join('|') },
    doNotFollow: { path: '(^|/)node_modules/' },
    // `@parley/core/<file>` resolves through the workspace package's `exports`.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.js'],
    },
    combinedDependencies: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
