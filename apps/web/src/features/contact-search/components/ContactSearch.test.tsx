import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { ADA, installContactSearchServer, searchVariables } from '../testing/contact-search-server.ts';
import { renderRouted } from '../testing/render-routed.tsx';
import { ContactSearch } from './ContactSearch.tsx';

// Mantine's modal and inputs are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  resetApiState();
});

afterEach(() => {
  vi.useRealTimers();
});

function type(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Search contacts' }), { target: { value: text } });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Waits out the 500 ms debounce and the answer (real timers). */
const afterSearch = { timeout: 3000 };

function renderSearch(onSelect = vi.fn()) {
  renderRouted(<ContactSearch onSelect={onSelect} />);
  return onSelect;
}

describe('ContactSearch (spec 001 §5, §9)', () => {
  it('searches 500 ms after typing stops, once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { searchCalls } = installContactSearchServer();
    renderSearch();
    type('a');
    await wait(300);
    type('ad');
    await wait(499);
    expect(searchCalls()).toHaveLength(0);
    await wait(1);
    await wait(10);
    expect(searchCalls().map(searchVariables)).toEqual([{ query: 'ad', page: 0 }]);
  });

  it('asks for 2 characters and sends nothing for fewer', async () => {
    const { searchCalls } = installContactSearchServer();
    renderSearch();
    type('a');
    expect(await screen.findByRole('status', {}, afterSearch)).toHaveTextContent(
      'Minimum of 2 characters is required for search.',
    );
    expect(searchCalls()).toHaveLength(0);
  });

  it('refuses an invalid phone number of 10 characters or more and sends nothing', async () => {
    const { searchCalls } = installContactSearchServer();
    renderSearch();
    type('123-456-7890');
    expect(await screen.findByRole('status', {}, afterSearch)).toHaveTextContent('Invalid phone number.');
    expect(searchCalls()).toHaveLength(0);
  });

  it('shows each contact with its name, numbers as the spec formats them and email', async () => {
    installContactSearchServer();
    renderSearch();
    type('ada');
    const [result] = await screen.findAllByTestId('contact-search-result', {}, afterSearch);
    if (!result) throw new Error('no result');
    expect(result).toHaveTextContent('Ada Lovelace');
    expect(result).toHaveTextContent('ada@analytical.org');
    expect(
      within(result).getByRole('button', { name: 'Ada Lovelace +1 (415) 555-0100' }),
    ).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Ada Lovelace +442071838750' })).toBeInTheDocument();
  });

  it('says a contact without numbers has none', async () => {
    installContactSearchServer();
    renderSearch();
    type('adam');
    expect(
      await screen.findByText('No phone numbers associated with contact', {}, afterSearch),
    ).toBeInTheDocument();
  });

  it('chooses a contact with the number clicked', async () => {
    installContactSearchServer();
    const onSelect = renderSearch();
    type('ada l');
    fireEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace +442071838750' }, afterSearch));
    expect(onSelect).toHaveBeenCalledWith(ADA, '+442071838750');
  });

  it('suggests the phone number when a name or email finds nobody', async () => {
    const { searchCalls } = installContactSearchServer();
    renderSearch();
    type('zed');
    expect(
      await screen.findByText('No matching contact. Try phone number instead.', {}, afterSearch),
    ).toHaveRole('status');
    type('nobody@x');
    await waitFor(() => expect(searchCalls()).toHaveLength(2), afterSearch);
    expect(
      await screen.findByText('No matching contact. Try phone number instead.', {}, afterSearch),
    ).toHaveRole('status');
  });

  it('says no matching contact when a phone number finds nobody', async () => {
    installContactSearchServer();
    renderSearch();
    type('(650) 555-0111');
    expect(await screen.findByText('No matching contact.', {}, afterSearch)).toHaveRole('status');
  });

  it('loads the next 25 with Show more', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...ADA,
      phones: [],
      contactPhone: null,
      id: `pr${String(index).padStart(24, '0')}a1`,
      name: `Ada ${String(index).padStart(2, '0')}`,
    }));
    const { searchCalls } = installContactSearchServer(many);
    renderSearch();
    type('ada');
    expect(await screen.findAllByTestId('contact-search-result', {}, afterSearch)).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('contact-search-result')).toHaveLength(30), afterSearch);
    expect(searchCalls().map(searchVariables)).toEqual([
      { query: 'ada', page: 0 },
      { query: 'ada', page: 1 },
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
