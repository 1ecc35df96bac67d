import type { SpotlightItem } from '@parley/core/global-search/ranking';
import { describe, expect, it } from 'vitest';
import { ADA, ADAM } from '../../contact-search/testing/contact-search-server.ts';
import type { SearchableRoute } from './route-catalogue.ts';
import {
  customerSearchText,
  effectiveTab,
  type SearchSources,
  type TabContent,
  tabContent,
} from './search-results.ts';

const ROUTES: SearchableRoute[] = [
  { label: 'Agent Desktop', description: '', path: '/agent' },
  { label: 'Segments', description: '', path: '/segments' },
  { label: 'New Segment', description: 'Segments', path: '/segments/new' },
  { label: 'Rules', description: 'Settings › Task Routing', path: '/settings/routing-rules/rules' },
];

const ADA_ITEM: SpotlightItem = {
  source: {
    title: 'Ada Lovelace',
    description: 'ada@analytical.org · +1 (415) 555-0100',
    category: 'Audience',
    url: '/audience?profileId=pr1',
    highlight: 'Ada Lovelace',
  },
};
const USER_ITEM: SpotlightItem = {
  source: {
    title: 'Grace Admin',
    description: 'grace@acme.test',
    category: 'Users',
    url: '/settings/user-management/users/u1',
    highlight: 'Grace Admin',
  },
};

function sources(overrides: Partial<SearchSources> = {}): SearchSources {
  return {
    routes: ROUTES,
    spotlight: { items: null, loading: false, failed: false },
    customers: { status: 'idle' },
    canCall: true,
    ...overrides,
  };
}

function labels(content: TabContent): string[] {
  if (content.kind !== 'results') throw new Error(`not results: ${JSON.stringify(content)}`);
  return content.results.map((result) => result.label);
}

describe('the All tab', () => {
  it('lists the /call command and every route before 2 characters are typed', () => {
    expect(labels(tabContent('all', 's', sources()))).toEqual([
      '/call {name}',
      'Agent Desktop',
      'Segments',
      'New Segment',
      'Rules',
    ]);
  });

  it('ranks routes with the server’s contacts and users by the spec weights', () => {
    const content = tabContent(
      'all',
      'seg',
      sources({ spotlight: { items: [ADA_ITEM, USER_ITEM], loading: false, failed: false } }),
    );
    // The server matched Ada and Grace (by its rules); their texts do not contain "seg".
    expect(labels(content)).toEqual(['Segments', 'New Segment', 'Ada Lovelace', 'Grace Admin']);
  });

  it("says 'No results match the criteria' when nothing matches", () => {
    expect(
      tabContent('all', 'zzzz', sources({ spotlight: { items: [], loading: false, failed: false } })),
    ).toEqual({
      kind: 'message',
      text: 'No results match the criteria',
    });
  });

  it('shows the routes it has while the server answers', () => {
    const content = tabContent(
      'all',
      'rules',
      sources({ spotlight: { items: null, loading: true, failed: false } }),
    );
    expect(content).toMatchObject({ kind: 'results', loading: true });
    expect(labels(content)).toEqual(['Rules']);
  });
});

describe('the other tabs', () => {
  it('Routes ranks routes only', () => {
    expect(labels(tabContent('routes', 'task rou', sources()))).toEqual(['Rules']);
  });

  it('Audience and Users show their category of the server answer', () => {
    const answered = sources({ spotlight: { items: [ADA_ITEM, USER_ITEM], loading: false, failed: false } });
    expect(labels(tabContent('audience', 'ada', answered))).toEqual(['Ada Lovelace']);
    expect(labels(tabContent('users', 'ada', answered))).toEqual(['Grace Admin']);
    expect(tabContent('audience', 'a', answered)).toEqual({
      kind: 'message',
      text: 'Minimum of 2 characters is required for search.',
    });
    expect(
      tabContent('users', 'ada', sources({ spotlight: { items: null, loading: false, failed: true } })),
    ).toEqual({
      kind: 'message',
      text: 'Could not load spotlight data',
    });
  });

  it('AI Agents, Journeys and Parley Docs say plainly that they are not built yet', () => {
    expect(tabContent('aiAgents', 'x', sources())).toEqual({
      kind: 'message',
      text: 'Searching AI agents is not built yet.',
    });
    expect(tabContent('journeys', 'x', sources())).toEqual({
      kind: 'message',
      text: 'Searching journeys is not built yet.',
    });
    expect(tabContent('docs', 'x', sources())).toEqual({
      kind: 'message',
      text: 'Parley Docs are not written yet, so there is nothing to search here.',
    });
  });
});

describe('Commands/Customers and "/call {name}" (spec 001 §2)', () => {
  it('"/call" switches any tab to Commands/Customers and searches the name after it', () => {
    expect(effectiveTab('routes', '/call ada')).toBe('customers');
    expect(effectiveTab('routes', '/calling')).toBe('routes');
    expect(customerSearchText('/call  ada lo')).toBe('ada lo');
    expect(customerSearchText('ada')).toBe('ada');
  });

  it("says 'Start typing to search a customer' without a name", () => {
    for (const query of ['/call', '/call ', '']) {
      expect(tabContent('customers', query, sources())).toEqual({
        kind: 'message',
        text: 'Start typing to search a customer',
      });
    }
  });

  it('lists the customers that have a number, each leading to the agent desktop', () => {
    const found = sources({
      customers: {
        status: 'found',
        contacts: [ADA, ADAM],
        hasMore: false,
        loadingMore: false,
        loadMore: () => {},
      },
    });
    const content = tabContent('all', '/call ad', found);
    expect(content).toEqual({
      kind: 'results',
      loading: false,
      results: [
        {
          id: `customer:${ADA.id}`,
          group: 'customers',
          label: 'Ada Lovelace',
          description: '+1 (415) 555-0100 · ada@analytical.org',
          // The desk opens the dial pad at step 2 for Ada (her name handed over).
          action: {
            type: 'navigate',
            path: `/agent?phoneNumber=%2B14155550100&contactId=${ADA.id}`,
            state: { contactName: 'Ada Lovelace' },
          },
        },
      ],
    });
  });

  it("says 'No results match the criteria' when no customer matches, and the search rules otherwise", () => {
    expect(
      tabContent('customers', '/call zed', sources({ customers: { status: 'empty', message: 'x' } })),
    ).toEqual({
      kind: 'message',
      text: 'No results match the criteria',
    });
    expect(
      tabContent(
        'customers',
        '/call a',
        sources({
          customers: { status: 'refused', message: 'Minimum of 2 characters is required for search.' },
        }),
      ),
    ).toEqual({ kind: 'message', text: 'Minimum of 2 characters is required for search.' });
  });

  it('offers no /call without the agent desktop', () => {
    expect(labels(tabContent('all', '', sources({ canCall: false })))).not.toContain('/call {name}');
    expect(tabContent('customers', '/call ada', sources({ canCall: false }))).toEqual({
      kind: 'message',
      text: 'Calling a customer needs the agent desktop, which is not enabled for you.',
    });
  });
});
