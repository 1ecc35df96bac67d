import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  sentOperation,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import {
  CreateJourneyDocument,
  DeleteJourneyDocument,
  JourneyDocument,
  JourneysDocument,
  JourneyTagsDocument,
  SetJourneyHiddenDocument,
} from '../api/journeys.generated.ts';
import { journeyOf, listingOf, renderJourneys, serveJourneys } from '../testing/render-journeys.tsx';

beforeEach(() => {
  resetApiState();
});

const page = (items: ReturnType<typeof listingOf>[], total = items.length) =>
  graphqlData(JourneysDocument, { getJourneys: { items, total, page: 0, size: 25 } });
const tags = graphqlData(JourneyTagsDocument, { journeyTags: [{ id: 't1', name: 'Onboarding' }] });

describe('/journeys', () => {
  it('lists journeys with state, trigger, counts, version and who created and changed them', async () => {
    serveJourneys((call) => {
      if (sentOperation(call, JourneyTagsDocument)) return tags;
      if (sentOperation(call, JourneysDocument))
        return page([
          listingOf({
            id: 'a',
            name: 'Order follow-up',
            state: 'live',
            triggerType: 'custom',
            version: 3,
            tags: [{ id: 't1', name: 'Onboarding' }],
            counts: { entered: 1200, active: 30, completed: 1100, exited: 5, failed: 2 },
          }),
          listingOf({ id: 'b', name: 'Draft idea' }),
        ]);
      return undefined;
    });
    renderJourneys('/journeys');
    const table = await screen.findByRole('table', { name: 'Journeys' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement | undefined) =>
      row
        ? within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent)
        : [];
    expect(cells(rows[0]).slice(0, 7)).toEqual([
      'Order follow-upOnboarding',
      'Live',
      'Custom Event',
      '1,200',
      '30',
      '1,100',
      '3',
    ]);
    expect(cells(rows[0])[7]).toMatch(/^05\/01\/2026 .*by Ada Admin$/);
    expect(cells(rows[0])[8]).toMatch(/by Sam Super$/);
    expect(cells(rows[1]).slice(0, 7)).toEqual(['Draft idea', 'Draft', 'Not chosen', '0', '0', '0', '–']);
    expect(within(table).getByRole('link', { name: 'Order follow-up' })).toHaveAttribute(
      'href',
      '/journeys/a',
    );
    expect(screen.getByRole('link', { name: 'New Journey' })).toHaveAttribute('href', '/journeys/new');
  });

  it('searches by name after a pause, filters by state and shows archived journeys on request', async () => {
    const { calls } = serveJourneys((call) => {
      if (sentOperation(call, JourneyTagsDocument)) return tags;
      if (sentOperation(call, JourneysDocument)) return page([listingOf({})]);
      return undefined;
    });
    renderJourneys('/journeys');
    await screen.findByRole('table', { name: 'Journeys' });
    const search = screen.getByRole('textbox', { name: 'Search by name' });
    fireEvent.change(search, { target: { value: 'o' } });
    fireEvent.change(search, { target: { value: 'or' } });
    fireEvent.change(search, { target: { value: 'ord' } });
    await waitFor(() =>
      expect(sentVariablesOf(calls, JourneysDocument).at(-1)?.filter).toMatchObject({ name: 'ord' }),
    );
    // One request for the whole word, not one per key.
    expect(sentVariablesOf(calls, JourneysDocument).map((variables) => variables.filter?.name)).toEqual([
      null,
      'ord',
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    await waitFor(() =>
      expect(sentVariablesOf(calls, JourneysDocument).at(-1)?.filter).toMatchObject({ includeHidden: true }),
    );
  });

  it('shows a loading state, then an empty state', async () => {
    serveJourneys((call) => {
      if (sentOperation(call, JourneyTagsDocument)) return tags;
      if (sentOperation(call, JourneysDocument)) return page([]);
      return undefined;
    });
    renderJourneys('/journeys');
    expect(screen.getByLabelText('Loading journeys')).toBeInTheDocument();
    expect(await screen.findByText(/No journeys yet/)).toBeInTheDocument();
  });

  it('archives a journey', async () => {
    const { calls } = serveJourneys((call) => {
      if (sentOperation(call, JourneyTagsDocument)) return tags;
      if (sentOperation(call, JourneysDocument)) return page([listingOf({ id: 'd', name: 'Old idea' })]);
      if (sentOperation(call, SetJourneyHiddenDocument))
        return graphqlData(SetJourneyHiddenDocument, { setJourneyHidden: { id: 'd', hidden: true } });
      if (sentOperation(call, DeleteJourneyDocument))
        return graphqlData(DeleteJourneyDocument, { deleteJourney: true });
      return undefined;
    });
    renderJourneys('/journeys');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Old idea' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() =>
      expect(sentVariablesOf(calls, SetJourneyHiddenDocument)).toEqual([{ id: 'd', hidden: true }]),
    );
  });

  it('deletes a never-published draft after confirming', async () => {
    const { calls } = serveJourneys((call) => {
      if (sentOperation(call, JourneyTagsDocument)) return tags;
      if (sentOperation(call, JourneysDocument)) return page([listingOf({ id: 'd', name: 'Old idea' })]);
      if (sentOperation(call, DeleteJourneyDocument))
        return graphqlData(DeleteJourneyDocument, { deleteJourney: true });
      return undefined;
    });
    renderJourneys('/journeys');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Old idea' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete journey' });
    expect(callsOf(calls, DeleteJourneyDocument)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentVariablesOf(calls, DeleteJourneyDocument)).toEqual([{ id: 'd' }]));
  });

  it('hides the actions from a supervisor', async () => {
    serveJourneys((call) => {
      if (sentOperation(call, JourneyTagsDocument)) return tags;
      if (sentOperation(call, JourneysDocument)) return page([listingOf({})]);
      return undefined;
    });
    renderJourneys('/journeys', { roles: ['supervisor'] });
    await screen.findByRole('table', { name: 'Journeys' });
    expect(screen.queryByRole('link', { name: 'New Journey' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it('tells an agent journeys are for admins and supervisors, and asks the server nothing', () => {
    const { calls } = serveJourneys(() => undefined);
    renderJourneys('/journeys', { roles: ['agent'] });
    expect(screen.getByText('Journeys are managed by admins and supervisors.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('/journeys/new creates a draft once and opens it in the builder', async () => {
    const { calls } = serveJourneys((call) => {
      if (sentOperation(call, CreateJourneyDocument))
        return graphqlData(CreateJourneyDocument, { createJourney: journeyOf({ id: 'fresh' }) });
      if (sentOperation(call, JourneyDocument))
        return graphqlData(JourneyDocument, { journey: journeyOf({ id: 'fresh' }) });
      return undefined;
    });
    const { router } = renderJourneys('/journeys/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/journeys/fresh'));
    expect(callsOf(calls, CreateJourneyDocument)).toHaveLength(1);
  });
});
