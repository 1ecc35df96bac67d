import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import type { AudienceTotal } from '../api/audience-api.ts';
import { contactOf, graphqlCalls, renderAudience, serveAudience } from '../testing/render-audience.tsx';

// Issue 17 item 11: /audience says how many contacts the list holds, and shows that a search runs
// while the previous rows stay in place, dimmed.

beforeEach(() => {
  resetApiState();
});

const total = () => screen.getByRole('status', { name: 'Total contacts' });

/** A promise and the function that settles it: holds a scripted answer back. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('/audience: the total', () => {
  it("counts every contact, and a search's matches, once per text (not per page)", async () => {
    const { calls } = serveAudience({
      contacts: () => ({ items: [contactOf({})], hasMore: true }),
      search: () => ({ items: [contactOf({ profileId: 'p2', name: 'Grace Hopper' })], hasMore: false }),
      total: (variables) =>
        variables.query === null ? { count: 1234, capped: false } : { count: 1, capped: false },
    });
    renderAudience('/audience');
    await screen.findByText('Ada Lovelace');
    await waitFor(() => expect(total()).toHaveTextContent('1,234 contacts'));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2');
    expect(total()).toHaveTextContent('1,234 contacts');
    expect(graphqlCalls(calls, 'countContacts')).toEqual([{ query: null }]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search contacts' }), {
      target: { value: ' grace ' },
    });
    expect(await screen.findByText('Grace Hopper', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent('1 contact matches'));
    expect(graphqlCalls(calls, 'countContacts')).toEqual([{ query: null }, { query: 'grace' }]);
  });

  it('says "10,000+" when the server stopped counting', async () => {
    serveAudience({
      contacts: () => ({ items: [contactOf({})], hasMore: true }),
      total: () => ({ count: 10_000, capped: true }),
    });
    renderAudience('/audience');
    await waitFor(() => expect(total()).toHaveTextContent('10,000+ contacts'));
  });

  it('leaves the total out, without a toast, when it cannot be counted', async () => {
    serveAudience({
      contacts: () => ({ items: [contactOf({})], hasMore: false }),
      total: () => Promise.reject(new Error('down')),
    });
    renderAudience('/audience');
    await screen.findByText('Ada Lovelace');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Total contacts' })).toBeNull());
    expect(toastMessages()).toEqual([]);
  });
});

describe('/audience: while a search runs', () => {
  it('keeps the previous rows, dimmed under a loader, until the results come', async () => {
    const results = deferred<{ items: ReturnType<typeof contactOf>[]; hasMore: boolean }>();
    const matches = deferred<AudienceTotal>();
    serveAudience({
      contacts: () => ({ items: [contactOf({})], hasMore: false }),
      search: () => results.promise,
      total: (variables) => (variables.query === null ? { count: 1, capped: false } : matches.promise),
    });
    renderAudience('/audience');
    const table = await screen.findByRole('table', { name: 'Audience' });
    const region = table.closest('[aria-busy]');
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByLabelText('Searching contacts')).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search contacts' }), {
      target: { value: 'grace' },
    });
    // At once (the text waits for the debounce, then the server): the old rows stay, dimmed.
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Searching contacts')).toBeInTheDocument();
    expect(within(table).getByText('Ada Lovelace')).toBeInTheDocument();
    await waitFor(() => expect(total()).toHaveTextContent('Counting…'), { timeout: 5000 });
    expect(region).toHaveAttribute('aria-busy', 'true');

    results.resolve({ items: [contactOf({ profileId: 'p2', name: 'Grace Hopper' })], hasMore: false });
    matches.resolve({ count: 1, capped: false });
    expect(await within(table).findByText('Grace Hopper')).toBeInTheDocument();
    expect(within(table).queryByText('Ada Lovelace')).toBeNull();
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByLabelText('Searching contacts')).toBeNull();
    expect(total()).toHaveTextContent('1 contact matches');
  });
});
