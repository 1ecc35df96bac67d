// The global search (spotlight, spec 001 §2 "Global search modal", §9): its constants, texts and
// the ranking of results. Pure, so the ranking is unit-tested and the browser only renders it.

/** spec 001 §9: spotlight search debounce 300 ms; fuzzy threshold 0.3; minimum match 2. */
export const SPOTLIGHT_DEBOUNCE_MS = 300;
export const FUZZY_THRESHOLD = 0.3;
export const MIN_MATCH_LENGTH = 2;

/**
 * spec 001 §9: label prefix 100, label contains 80, description contains 60, word prefix 40. A
 * fuzzy-only match (ours) ranks below all of them, at most 20, less the more it differs.
 */
export const RANK_WEIGHTS = {
  labelPrefix: 100,
  labelContains: 80,
  descriptionContains: 60,
  wordPrefix: 40,
  fuzzy: 20,
} as const;

/** The tabs of the modal, in the spec's order (spec 001 §2). */
export const GLOBAL_SEARCH_TABS = [
  { id: 'all', label: 'All' },
  { id: 'routes', label: 'Routes' },
  { id: 'audience', label: 'Audience' },
  { id: 'aiAgents', label: 'AI Agents' },
  { id: 'users', label: 'Users' },
  { id: 'journeys', label: 'Journeys' },
  { id: 'docs', label: 'Parley Docs' },
  { id: 'customers', label: 'Commands/Customers' },
] as const;
export type GlobalSearchTabId = (typeof GLOBAL_SEARCH_TABS)[number]['id'];
/** The groups results belong to: every tab but All. */
export type SearchGroup = Exclude<GlobalSearchTabId, 'all'>;

/** The categories GET /profile-feeds/spotlight-search gives its items, and the group of each. */
export const SPOTLIGHT_CATEGORIES = { audience: 'Audience', users: 'Users' } as const;
export type SpotlightCategory = (typeof SPOTLIGHT_CATEGORIES)[keyof typeof SPOTLIGHT_CATEGORIES];

/** spec 001 §7: an item of GET /profile-feeds/spotlight-search. */
export type SpotlightItem = {
  source: { title: string; description: string; category: string; url: string; highlight: string };
};

/** spec 001 §2: the command that searches customers to call. */
export const CALL_COMMAND = '/call';

export const GLOBAL_SEARCH_TEXTS = {
  noResults: 'No results match the criteria',
  startTypingCustomer: 'Start typing to search a customer',
  // Parley's wording.
  title: 'Search',
  placeholder: 'Search pages, contacts and users, or type /call and a name',
  hotkeyHint: '↑ ↓ to move · Enter to select · Esc to close',
  searching: 'Searching…',
  resultsLabel: 'Search results',
  tabsLabel: 'Search in',
  callCommandLabel: '/call {name}',
  callCommandDescription: 'Search a customer to call',
  aiAgentsNotBuilt: 'Searching AI agents is not built yet.',
  journeysNotBuilt: 'Searching journeys is not built yet.',
  docsNotBuilt: 'Parley Docs are not written yet, so there is nothing to search here.',
  callNeedsAgentDesktop: 'Calling a customer needs the agent desktop, which is not enabled for you.',
} as const;

/** "/call jo" → 'jo'; "/call" → ''; anything else → null. */
export function callCommandName(query: string): string | null {
  const text = query.trimStart();
  if (text.toLowerCase() === CALL_COMMAND) return '';
  if (!text.toLowerCase().startsWith(`${CALL_COMMAND} `)) return null;
  return text.slice(CALL_COMMAND.length).trim();
}

export type RankableItem = {
  label: string;
  description?: string | null;
  group: SearchGroup;
  /** The server already matched it (by phone, say, which the label need not show): never dropped. */
  preMatched?: boolean;
};

function normalize(text: string): string {
  return text.toLowerCase().trim().replace(/\s+/g, ' ');
}

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

/**
 * The smallest edit distance between `pattern` and any substring of `text`, over the pattern's
 * length: 0 is an exact substring, 1 nothing in common (Sellers' approximate substring matching).
 */
export function fuzzyDistanceRatio(pattern: string, text: string): number {
  if (pattern === '') return 0;
  let previous = new Array<number>(pattern.length + 1);
  for (let i = 0; i <= pattern.length; i += 1) previous[i] = i;
  let best = pattern.length;
  for (const char of text) {
    const current = new Array<number>(pattern.length + 1);
    current[0] = 0; // a match may start anywhere in the text
    for (let i = 1; i <= pattern.length; i += 1) {
      const substitution = (previous[i - 1] ?? 0) + (pattern[i - 1] === char ? 0 : 1);
      current[i] = Math.min(substitution, (previous[i] ?? 0) + 1, (current[i - 1] ?? 0) + 1);
    }
    best = Math.min(best, current[pattern.length] ?? best);
    previous = current;
  }
  return best / pattern.length;
}

/**
 * How well an item matches the query (spec 001 §9 weights), or null when it does not match.
 * "Word prefix": every word of the query starts a word of the label or description. Queries shorter
 * than the minimum match (2) match nothing.
 */
export function scoreSearchItem(
  item: Pick<RankableItem, 'label' | 'description'>,
  query: string,
): number | null {
  const q = normalize(query);
  if (q.length < MIN_MATCH_LENGTH) return null;
  const label = normalize(item.label);
  const description = normalize(item.description ?? '');
  if (label.startsWith(q)) return RANK_WEIGHTS.labelPrefix;
  if (label.includes(q)) return RANK_WEIGHTS.labelContains;
  if (description.includes(q)) return RANK_WEIGHTS.descriptionContains;
  const itemWords = [...words(label), ...words(description)];
  const queryWords = words(q);
  if (
    queryWords.length > 0 &&
    queryWords.every((queryWord) => itemWords.some((word) => word.startsWith(queryWord)))
  ) {
    return RANK_WEIGHTS.wordPrefix;
  }
  const distance = Math.min(fuzzyDistanceRatio(q, label), fuzzyDistanceRatio(q, description));
  return distance <= FUZZY_THRESHOLD ? RANK_WEIGHTS.fuzzy * (1 - distance) : null;
}

/**
 * Items ranked for the query: the docs group last (spec 001 §9), then the best score first, ties in
 * the given order. Items that do not match are dropped, except pre-matched ones (ranked as 0 when
 * their texts do not match). A query under the minimum match keeps every item in the given order
 * (docs last).
 */
export function rankSearchItems<T extends RankableItem>(items: readonly T[], query: string): T[] {
  const docsLast = (item: T) => (item.group === 'docs' ? 1 : 0);
  if (normalize(query).length < MIN_MATCH_LENGTH) {
    return [...items].sort((a, b) => docsLast(a) - docsLast(b));
  }
  const scored = items.flatMap((item, index) => {
    const score = scoreSearchItem(item, query);
    if (score === null && !item.preMatched) return [];
    return [{ item, index, score: score ?? 0, docs: docsLast(item) }];
  });
  scored.sort((a, b) => a.docs - b.docs || b.score - a.score || a.index - b.index);
  return scored.map((entry) => entry.item);
}
