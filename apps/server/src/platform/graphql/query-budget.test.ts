import { parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../graphql-schema.ts';
import { DEFAULT_QUERY_BUDGET } from './query-budget.ts';
import { createQueryBudgetRule } from './query-budget-rule.ts';

const schema = buildSchema();

/** The budget's errors for a document, [] when it fits (and it must also be a valid document then). */
function budgetErrors(query: string, variables: Record<string, unknown> = {}): string[] {
  const document = parse(query);
  const errors = validate(schema, document, [createQueryBudgetRule(DEFAULT_QUERY_BUDGET, variables)]);
  if (errors.length === 0) expect(validate(schema, document, specifiedRules)).toEqual([]);
  return errors.map((error) => error.message);
}

// The web app's heaviest documents, copied from apps/web/src/features/*/api with their interpolations
// written out, at the largest page size the app asks for. Measured over all 74 documents the app sends:
// at most 37 fields (task preferences), 2 top-level fields (queues page), depth 5, 675 characters and a
// cost of 68,002 (the agents page): the budget leaves about 3× room or more on each.
const WEB_DOCUMENTS: { name: string; query: string; variables: Record<string, unknown> }[] = [
  {
    name: 'agents page (largest cost: 1000 agents with their reservations)',
    query: `query AgentsPage($queryParams: FindAllAgentsQueryParams) { findAllAgents(queryParams: $queryParams) {
      items { id name email status isAvailable conferenceStatus workerSid
        reservations { sid taskSid status taskChannelUniqueName attributes reservationAcceptedAt } } } }`,
    variables: { queryParams: { page: 0, size: 1000, order: { field: 'name', direction: 'asc' } } },
  },
  {
    name: 'task preferences (most fields, deepest)',
    query: `query SettingsTaskPreferences { taskPreferences { defaults { variant overrides { tasksAutoOpenUrl { enabled openUrl } callsAutoAccept autoAcceptByTaskTitle
      autocompleteCountdownSeconds inboundEmailDelaySeconds } effective { tasksAutoOpenUrl { enabled openUrl } callsAutoAccept autoAcceptByTaskTitle
      autocompleteCountdownSeconds inboundEmailDelaySeconds } } variants { variant overrides { tasksAutoOpenUrl { enabled openUrl } callsAutoAccept autoAcceptByTaskTitle
      autocompleteCountdownSeconds inboundEmailDelaySeconds } effective { tasksAutoOpenUrl { enabled openUrl } callsAutoAccept autoAcceptByTaskTitle
      autocompleteCountdownSeconds inboundEmailDelaySeconds } } } }`,
    variables: {},
  },
  {
    name: 'queues page (most top-level fields)',
    query: `query QueuesPage {
      queues { sid friendlyName isDefault transferEligible requiredSkills reservationTimeoutSeconds waitingCount offeredCount }
      taskCounts { waiting offered accepted wrapping completedToday canceledToday
        queues { queueSid friendlyName waiting offered accepted wrapping } }
    }`,
    variables: {},
  },
  {
    name: 'users page at 200 a page',
    query: `query SettingsUsers($search: String, $role: Role, $status: String, $page: Int, $size: Int) {
      users(search: $search, role: $role, status: $status, page: $page, size: $size) {
        total page size items { id firstName lastName name email roles status hasPassword deactivated
          channelCapacity { call customTask email sms voicemail } skills { id name } teams { id name } } } }`,
    variables: { page: 0, size: 200 },
  },
  {
    name: 'my contacts (up to 500 contacts)',
    query: `query MyContacts($sortBy: String, $order: ContactListSortOrder, $keyType: ContactListSortKeyType) {
      myContacts(sortBy: $sortBy, order: $order, keyType: $keyType) { total limit items { id firstName lastName
        email contactPhone externalId leadScore homepageUrl shortUrl optIn customProperties rvProperties
        contactCreatedAt createdAt updatedAt } } }`,
    variables: { order: 'desc' },
  },
];

describe('query budget', () => {
  it.each(WEB_DOCUMENTS)('lets the web app’s $name through', ({ query, variables }) => {
    expect(budgetErrors(query, variables)).toEqual([]);
  });

  it('refuses 2,000 aliases of one field, naming the limit and the count', () => {
    const aliases = Array.from({ length: 2000 }, (_, i) => `c${i}: myContacts { total }`).join(' ');
    expect(budgetErrors(`query { ${aliases} }`)).toEqual([
      'Query field count 4000 exceeds the limit of 500 (every alias and every use of a fragment counts)',
    ]);
  });

  it('refuses more top-level fields than a request may start', () => {
    const aliases = Array.from({ length: 6 }, (_, i) => `c${i}: myContacts { total }`).join(' ');
    expect(budgetErrors(`query { ${aliases} }`)).toEqual([
      'Query top-level field count 6 exceeds the limit of 5',
    ]);
  });

  it('multiplies nested lists by their page sizes, from variables and from literals', () => {
    const query = 'query ($size: Int) { users(size: $size) { items { id teams { id name } } } }';
    // users + items, then per user: id, teams and 10 (an estimate) × 2 fields.
    expect(budgetErrors(query, { size: 8000 })).toEqual([]);
    expect(budgetErrors(query, { size: 10_000 })).toEqual([
      'Query cost 220002 exceeds the limit of 200000 (a field counts once per item of each list above it)',
    ]);
    expect(budgetErrors('{ users(size: 10000) { items { id teams { id name } } } }')).toEqual([
      'Query cost 220002 exceeds the limit of 200000 (a field counts once per item of each list above it)',
    ]);
    // Inside an input object, as the agents query passes it.
    const agents = `query ($p: FindAllAgentsQueryParams) { findAllAgents(queryParams: $p) {
      items { id reservations { sid taskSid status attributes } } } }`;
    expect(budgetErrors(agents, { p: { size: 1000 } })).toEqual([]);
    expect(budgetErrors(agents, { p: { size: 5000 } })).toHaveLength(1);
  });

  it('counts every use of a fragment, and a fragment bomb stops early', () => {
    const levels = Array.from(
      { length: 30 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    const started = performance.now();
    const errors = budgetErrors(`query { ...F0 }\n${levels}\nfragment F30 on Query { queues { sid } }`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(errors).toEqual([
      'Query field count more than 5000 exceeds the limit of 500 (every alias and every use of a fragment counts)',
    ]);
  });

  it('refuses nesting deeper than the limit', () => {
    const ofTypes = (n: number): string => (n === 0 ? 'name' : `ofType { ${ofTypes(n - 1)} }`);
    expect(budgetErrors(`{ __schema { types { fields { type { ${ofTypes(4)} } } } } }`)).toEqual([]);
    expect(budgetErrors(`{ __schema { types { fields { type { ${ofTypes(6)} } } } } }`)).toEqual([
      'Query depth 11 exceeds the limit of 10',
    ]);
  });
});
