// Dependency rules of the server's and the web's layers (docs/architecture.md "Layers"), checked by
// `npm run lint` (`npm run lint:deps` alone). Every rule says why it exists; an exception names the one
// dependency it allows and why.
//
// The pictures, lower layers first; an arrow is "may import":
//   packages/core  ←  apps/server/src/platform  ←  apps/server/src/modules/<area>  ←  composition root
//   (app.ts, main.ts, cli.ts, graphql-schema.ts, print-schema.ts, connect-modules.ts,
//   admin-commands.ts, seed/)
//   packages/core  ←  apps/web/src/shared  ←  apps/web/src/features/<area>  ←  apps/web/src/app (the
//   shell)  ←  apps/web/src/main.tsx
//
// Tests (`*.test.ts(x)`, test kits and support files, `testing/` folders, `src/test/`) are left out of
// the cruise: they build the whole app and arrange state through any table, which is what a test is
// for. Being out of the cruise, an import of one from production code is not caught here: keep test
// code named as below.
//
// Parser: swc (@swc/core). 'tsc' is out: dependency-cruiser drives TypeScript's compiler API, which
// TypeScript 7 (the Go compiler) does not have. 'acorn' only reads JavaScript: TypeScript would first
// have to be stripped, by that same missing API or by babel, which drops type-only imports (and those
// are dependencies here, see `tsPreCompilationDeps`). swc reads TSX when asked (`tsx: true` beside
// `syntax: 'typescript'`), but dependency-cruiser 17 parses every file with one fixed set of options
// that never asks (its src/extract/swc/parse.mjs; sverweij/dependency-cruiser#1081, fixed upstream
// by #1086 in September 2026, in the 18 line, which needs Node 22 where this project runs on Node 20:
// ../shared/STACK.md). Until then the lines below turn `tsx` on for .tsx files in the one @swc/core
// function it calls, parseFileSync: delete them with an upgrade to a release that has #1086. Should
// the wrapping ever stop taking effect, the cruise fails loudly on the first JSX element, so it
// cannot silently skip the web.
const swc = require('@swc/core');
if (typeof swc.parseFileSync !== 'function') throw new Error('@swc/core has no parseFileSync to wrap');
if (!swc.parseFileSync.readsTsx) {
  const parseFileSync = swc.parseFileSync;
  const parseWithTsx = (fileName, options) =>
    parseFileSync(fileName, String(fileName).endsWith('.tsx') ? { ...options, tsx: true } : options);
  parseWithTsx.readsTsx = true;
  swc.parseFileSync = parseWithTsx;
}

const SERVER = '^apps/server/src/';
const PLATFORM = `${SERVER}platform/`;
const MODULES = `${SERVER}modules/`;
const WEB = '^apps/web/src/';
const FEATURES = `${WEB}features/`;
const TESTS = [
  '(^|/)node_modules/',
  `${SERVER}test/`,
  `${WEB}test/`,
  `${WEB}.*/testing/`,
  '\\.test\\.tsx?$',
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

// The deliberate seams between web features: files another feature may import (`web-feature-internals`).
const FEATURE_SEAMS = [
  // The signed-in session and the rail entries it may see: SessionProvider (auth) is the one place the
  // web learns who is signed in, and every area reads it.
  `${FEATURES}auth/hooks/(useSession|useVisibleRailEntries|session-context)\\.ts$`,
  // The condition builder is the editor of a condition tree (docs/conditions.md) that the segment and
  // contact-list editors embed.
  `${FEATURES}condition-builder/components/ConditionBuilder\\.tsx$`,
  // A journey's trigger and wait filter one event's properties: the builder's filter rows, given their
  // settings (the builder context) by the host instead of a whole condition tree.
  `${FEATURES}condition-builder/(components/FilterRow\\.tsx|state/builder-context\\.ts)$`,
  // The brand's learned contact and event fields (the event schema query and its cache keys): the journey
  // builder validates templates and filters against exactly what the condition builder offers.
  `${FEATURES}condition-builder/api/(event-schema-api|condition-builder-keys)\\.ts$`,
  // Links into the desk (a contact's Send a text opens New text with the number).
  `${FEATURES}agent-desktop/utils/desk-links\\.ts$`,
  // The desk's reservation actions and store: the voice feature's call cards (incoming call, preview)
  // accept, reject and skip the reservation they show through the same path as the desk's buttons.
  `${FEATURES}agent-desktop/state/(desk-actions|desk-store)\\.ts$`,
  // The desk shows an email task's thread and composer (issue 16): the email feature's one entry.
  `${FEATURES}email/components/EmailTask\\.tsx$`,
  // The contact action buttons (spec 001 §5: call, text, email) on a contact's profile.
  `${FEATURES}contact-actions/components/ContactActions\\.tsx$`,
  // My Settings › Integrations: the agent's mailboxes, shown by Settings' page table and by the desk's
  // /agent/my-settings.
  `${FEATURES}mailboxes/(components/AgentIntegrationsSection|pages/AgentIntegrationsPage|pages/BrandMailboxesPage)\\.tsx$`,
  // The brand's segments, for pickers (a journey's segment trigger).
  `${FEATURES}segments/hooks/useSegmentQueries\\.ts$`,
  // The call the user is on and its DTMF sender, for the dial pad's keypad during a call.
  `${FEATURES}voice/hooks/useCallTones\\.ts$`,
  // The desk shows calls among its tasks: which tasks are calls, whether a second call is blocked, and
  // the voice texts its offers use (docs/agent-desktop-web.md "Offers: where they show").
  `${FEATURES}voice/(utils/call-task|hooks/useConferenceForTask|voice-texts)\\.ts$`,
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
    {
      name: 'web-feature-imports-shell',
      comment:
        'app/ is the shell (providers, router, rail, side navigations, layouts, error screens): it mounts ' +
        'the features, so a feature never reaches back into it. What features share lives in shared/; ' +
        'what only the shell knows (its routes, its navigation) it passes in as props.',
      severity: 'error',
      from: { path: FEATURES },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-shared-imports-feature',
      comment:
        'shared/ is the floor of the web (API client, event stream, page frame, layout, theme): it knows ' +
        'no product area and no shell, so any feature can stand on it. What it needs from above (the ' +
        "session's brand for the event stream) is passed in.",
      severity: 'error',
      from: { path: `${WEB}shared/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-feature-internals',
      comment:
        'A feature uses another feature only through a seam listed in the config (FEATURE_SEAMS), so that a ' +
        "feature's components, hooks, state and api files can change with it. What several features " +
        'need belongs in shared/.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, ...FEATURE_SEAMS] },
    },
    {
      name: 'web-cycle',
      comment:
        'No import cycles in the web: a cycle makes module order matter (a chunk can see another half ' +
        'loaded) and hides which file depends on which.',
      severity: 'error',
      from: { path: WEB },
      to: { circular: true },
    },
  ],
  options: {
    parser: 'swc',
    // Type-only imports are dependencies too (swc reports them like any import).
    tsPreCompilationDeps: true,
    exclude: { path: [...TESTS, ...SCHEMA_ONLY].join('|') },
    doNotFollow: { path: '(^|/)node_modules/' },
    // `@parley/core/<file>` resolves through the workspace package's `exports`.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
    combinedDependencies: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
