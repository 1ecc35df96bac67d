import type { SpotlightItem } from '@parley/core/global-search/ranking';
import type { FeatureFlags } from '@parley/core/users/feature-flags';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  resetApiState,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData, sentVariables, sentVariablesOf } from '../../../shared/api/testing/graphql-test-kit.ts';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { SearchContactsDocument } from '../../contact-search/api/contact-search.generated.ts';
import { ADA } from '../../contact-search/testing/contact-search-server.ts';
import { renderRouted } from '../../contact-search/testing/render-routed.tsx';
import { useGlobalSearchStore } from '../state/global-search-store.ts';
import { GlobalSearch } from './GlobalSearch.tsx';

const ADA_ITEM: SpotlightItem = {
  source: {
    title: 'Ada Lovelace',
    description: 'ada@analytical.org',
    category: 'Audience',
    url: `/audience?profileId=${ADA.id}`,
    highlight: 'Ada Lovelace',
  },
};

function installServer() {
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      if (call.url.startsWith('/api/profile-feeds/spotlight-search')) {
        const query = new URL(call.url, 'http://x').searchParams.get('query') ?? '';
        return jsonResponse(200, { items: query.toLowerCase().startsWith('ad') ? [ADA_ITEM] : [] });
      }
      const query = sentVariables(call, SearchContactsDocument)?.query ?? '';
      const items = query.toLowerCase().startsWith('ad') ? [ADA] : [];
      return graphqlData(SearchContactsDocument, {
        searchContacts: { kind: 'name', page: 0, hasMore: false, items },
      });
    }),
  );
  return {
    spotlightCalls: () => calls.filter((call) => call.url.startsWith('/api/profile-feeds/spotlight-search')),
    contactSearches: () => sentVariablesOf(calls, SearchContactsDocument),
  };
}

const slow = { timeout: 3000 };

// Mantine's modal and the lazily loaded modal chunk are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  resetApiState();
  useGlobalSearchStore.setState({ opened: false });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderSearch(flags: Partial<FeatureFlags> = {}) {
  return renderRouted(<GlobalSearch />, makeProfile({ featureFlags: flags }));
}

async function openWithHotkey(init: KeyboardEventInit = { metaKey: true }) {
  fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ...init });
  return screen.findByRole('dialog', { name: 'Search' }, slow);
}

function searchBox() {
  return screen.getByRole('combobox', { name: 'Search' });
}

function type(text: string) {
  fireEvent.change(searchBox(), { target: { value: text } });
}

function selectedOption() {
  return screen.getByRole('option', { selected: true });
}

describe('opening (spec 001 §2, §9)', () => {
  it('opens with meta+K', async () => {
    installServer();
    renderSearch();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await openWithHotkey()).toBeInTheDocument();
  });

  it('opens with ctrl+K, also while typing in a field', async () => {
    installServer();
    renderSearch();
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByRole('dialog', { name: 'Search' }, slow)).toBeInTheDocument();
    field.remove();
  });

  it('shows the hotkey hint for 3 s', async () => {
    installServer();
    renderSearch();
    const pressedAt = Date.now();
    await openWithHotkey();
    expect(screen.getByTestId('global-search-hotkey-hint')).toHaveTextContent(
      '↑ ↓ to move · Enter to select · Esc to close',
    );
    await waitFor(() => expect(screen.queryByTestId('global-search-hotkey-hint')).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    // The hint's 3 s start when the modal opens, after the key was pressed.
    expect(Date.now() - pressedAt).toBeGreaterThanOrEqual(3000);
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });

  it('has the spec’s tabs in order', async () => {
    installServer();
    renderSearch();
    await openWithHotkey();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Routes',
      'Audience',
      'AI Agents',
      'Users',
      'Journeys',
      'Parley Docs',
      'Commands/Customers',
    ]);
  });
});

describe('keyboard (spec 001 §2)', () => {
  it('arrow keys move the selection, wrapping around, and Enter opens it', async () => {
    installServer();
    renderSearch({ segments: true });
    const dialog = await openWithHotkey();
    type('segm');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Segments'), expect.stringContaining('New Segment')]);
    expect(selectedOption()).toHaveTextContent('Segments');
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    expect(selectedOption()).toHaveTextContent('New Segment');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', selectedOption().id);
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    expect(selectedOption()).toHaveTextContent(/^Segments/);
    fireEvent.keyDown(searchBox(), { key: 'ArrowUp' });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/segments/new');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
  });
});

describe('results', () => {
  it('asks the server 300 ms after typing stops and shows its contacts under Audience', async () => {
    const { spotlightCalls } = installServer();
    renderSearch({ audience: true });
    await openWithHotkey();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type('a');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    type('ad');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(spotlightCalls()).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(spotlightCalls().map((call) => call.url)).toEqual([
      '/api/profile-feeds/spotlight-search?query=ad',
    ]);
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('tab', { name: 'Audience' }));
    expect(await screen.findByRole('option', { name: /Ada Lovelace/ }, slow)).toBeInTheDocument();
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent(`/audience?profileId=${ADA.id}`);
  });

  it("says 'No results match the criteria' when nothing matches", async () => {
    installServer();
    renderSearch();
    await openWithHotkey();
    fireEvent.click(screen.getByRole('tab', { name: 'Routes' }));
    type('zzzz');
    expect(screen.getByRole('status')).toHaveTextContent('No results match the criteria');
  });

  it('says plainly which tabs are not built yet', async () => {
    installServer();
    renderSearch();
    await openWithHotkey();
    fireEvent.click(screen.getByRole('tab', { name: 'AI Agents' }));
    expect(screen.getByRole('status')).toHaveTextContent('Searching AI agents is not built yet.');
    fireEvent.click(screen.getByRole('tab', { name: 'Parley Docs' }));
    expect(screen.getByRole('status')).toHaveTextContent('Parley Docs are not written yet');
  });
});

describe('"/call {name}" (spec 001 §2)', () => {
  it("switches to Commands/Customers and says 'Start typing to search a customer'", async () => {
    installServer();
    renderSearch();
    await openWithHotkey();
    type('/call ');
    expect(screen.getByRole('tab', { name: 'Commands/Customers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Start typing to search a customer');
  });

  it('searches customers by the name and Enter opens the agent desktop to call the first', async () => {
    const { contactSearches } = installServer();
    renderSearch();
    await openWithHotkey();
    type('/call ada');
    const option = await screen.findByRole('option', { name: /Ada Lovelace/ }, slow);
    expect(option).toHaveTextContent('+1 (415) 555-0100 · ada@analytical.org');
    expect(contactSearches()).toEqual([{ query: 'ada', page: 0 }]);
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/agent?phoneNumber=%2B14155550100&contactId=${ADA.id}`,
    );
  });

  it('the /call command of the All tab starts the command', async () => {
    installServer();
    renderSearch();
    await openWithHotkey();
    type('call');
    expect(selectedOption()).toHaveTextContent('/call {name}');
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(searchBox()).toHaveValue('/call ');
    expect(screen.getByRole('status')).toHaveTextContent('Start typing to search a customer');
  });
});
