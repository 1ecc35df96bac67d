import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import {
  conditionOf,
  filterOf,
  part,
  renderBuilder,
  serveConditionData,
  treeOf,
  WAIT,
} from '../testing/builder-harness.tsx';

// Mantine renders slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  resetApiState();
});

const SEARCH = '/api/v1/autocomplete-events/search';

function firstNameRow(operator: 'equals' | 'isOneOf' = 'equals') {
  return treeOf(
    conditionOf({
      conditionalType: 'contactAttribute',
      filters: [
        filterOf({
          propertyName: 'firstName',
          propertyType: 'string',
          propertyFieldId: 'identify:user_properties:firstName',
          propertyOperator: operator,
          propertyValue: operator === 'isOneOf' ? [] : null,
        }),
      ],
    }),
  );
}

function searches(calls: { url: string }[]): URLSearchParams[] {
  return calls
    .filter((call) => call.url.startsWith(SEARCH))
    .map((call) => new URL(call.url, 'http://parley.test').searchParams);
}

const valueInput = () => within(part('Filter 1')).getByRole('combobox', { name: 'Value' });

describe('Value suggestions (spec 002 §7-§9)', () => {
  it('asks for the typed text after the debounce, 30 at a time, and fills in the value picked', async () => {
    const { calls } = serveConditionData({
      autocomplete: () => ({
        status: 200,
        body: {
          items: [{ value: 'Ada', info: { count: 12, lastSeenAt: '2024-05-01T18:30:00.000Z' } }],
          lastEvaluatedKey: null,
        },
      }),
    });
    const { tree } = renderBuilder(firstNameRow());
    fireEvent.change(valueInput(), { target: { value: 'A' } });
    fireEvent.change(valueInput(), { target: { value: 'Ad' } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('option', { name: 'Ada', hidden: true }, WAIT));
    expect(tree().groups[0]?.conditions[0]?.filters[0]?.propertyValue).toBe('Ada');
    // One search for what was typed once the typing paused (350 ms), not one per keystroke.
    const asked = searches(calls);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      searchTerm: 'Ad',
      limit: '30',
      fieldId: 'identify:user_properties:firstName',
    });
  });

  it("says 'No results found' when nothing matches", async () => {
    serveConditionData({
      autocomplete: () => ({ status: 200, body: { items: [], lastEvaluatedKey: null } }),
    });
    renderBuilder(firstNameRow());
    fireEvent.change(valueInput(), { target: { value: 'Zz' } });
    expect(await screen.findByText('No results found', undefined, WAIT)).toBeInTheDocument();
  });

  it('loads the next page with lastEvaluatedKey when the list is scrolled to its end', async () => {
    const { calls } = serveConditionData({
      autocomplete: (params) =>
        params.get('lastEvaluatedKey') === 'page-2'
          ? { status: 200, body: { items: [{ value: 'Grace' }], lastEvaluatedKey: null } }
          : { status: 200, body: { items: [{ value: 'Ada' }], lastEvaluatedKey: 'page-2' } },
    });
    renderBuilder(firstNameRow());
    fireEvent.change(valueInput(), { target: { value: 'a' } });
    const first = await screen.findByRole('option', { name: 'Ada', hidden: true }, WAIT);
    const viewport = first.closest('.mantine-ScrollArea-viewport');
    if (!viewport) throw new Error('the options are not in a scroll area');
    fireEvent.scroll(viewport);
    expect(await screen.findByRole('option', { name: 'Grace', hidden: true }, WAIT)).toBeInTheDocument();
    expect(searches(calls).map((params) => params.get('lastEvaluatedKey'))).toEqual([null, 'page-2']);
  });

  it.each([
    [404, 'Could not load events'],
    [500, 'Error fetching the events value'],
    [400, 'Error fetching the events value'],
  ])('a %i answer shows %s', async (status, text) => {
    serveConditionData({ autocomplete: () => ({ status, body: { code: 'x', message: 'server text' } }) });
    renderBuilder(firstNameRow());
    fireEvent.change(valueInput(), { target: { value: 'Ad' } });
    await waitFor(() => expect(toastMessages()).toEqual([text]), WAIT);
    expect(await screen.findByText(text, { selector: '.mantine-Combobox-empty' }, WAIT)).toBeInTheDocument();
  });

  it('suggests isOneOf values too', async () => {
    const { calls } = serveConditionData({
      autocomplete: () => ({ status: 200, body: { items: [{ value: 'Grace' }], lastEvaluatedKey: null } }),
    });
    const { tree } = renderBuilder(firstNameRow('isOneOf'));
    fireEvent.change(within(part('Filter 1')).getByRole('combobox', { name: 'Values' }), {
      target: { value: 'Gr' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Grace', hidden: true }, WAIT));
    expect(tree().groups[0]?.conditions[0]?.filters[0]?.propertyValue).toEqual(['Grace']);
    expect(searches(calls)[0]?.get('searchTerm')).toBe('Gr');
  });

  it('closes the dropdown 150 ms after the field is left', async () => {
    serveConditionData({
      autocomplete: () => ({ status: 200, body: { items: [{ value: 'Ada' }], lastEvaluatedKey: null } }),
    });
    renderBuilder(firstNameRow());
    fireEvent.change(valueInput(), { target: { value: 'Ad' } });
    await screen.findByRole('option', { name: 'Ada', hidden: true }, WAIT);
    expect(valueInput()).toHaveAttribute('aria-expanded', 'true');
    vi.useFakeTimers();
    try {
      fireEvent.blur(valueInput());
      act(() => vi.advanceTimersByTime(149));
      expect(valueInput()).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(valueInput()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });
});
