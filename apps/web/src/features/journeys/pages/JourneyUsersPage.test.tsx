import { completeDefinition } from '@parley/core/journeys/test-fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData, sentOperation, sentVariablesOf } from '../../../shared/api/testing/graphql-test-kit.ts';
import {
  JourneyUsersDocument,
  type JourneyUsersQuery,
  RemoveContactFromJourneyDocument,
} from '../api/journey-analytics.generated.ts';
import { JourneyDocument } from '../api/journeys.generated.ts';
import { journeyOf, renderJourneys, serveJourneys } from '../testing/render-journeys.tsx';

beforeEach(() => {
  resetApiState();
});

type Run = JourneyUsersQuery['journeyUsers']['items'][number];

function runOf(overrides: Partial<Run>): Run {
  return {
    id: 'run-1',
    state: 'active',
    nodeId: 'wait',
    test: false,
    enteredAt: '2026-05-01T12:00:00.000Z',
    endedAt: null,
    endReason: null,
    contact: { id: 'c1', profileId: 'p1', name: 'Rae Smith', phone: '+12125550100', email: null },
    path: [
      {
        nodeId: 'trigger',
        status: 'completed',
        output: null,
        reason: null,
        enteredAt: '2026-05-01T12:00:00.000Z',
        finishedAt: '2026-05-01T12:00:00.000Z',
      },
      {
        nodeId: 'wait',
        status: 'waiting',
        output: null,
        reason: null,
        enteredAt: '2026-05-01T12:00:01.000Z',
        finishedAt: null,
      },
    ],
    ...overrides,
  };
}

describe('/journeys-users/:journeyId/:nodeId', () => {
  it('lists the contacts at a step with their path, and lets an admin remove one after confirming', async () => {
    const { calls } = serveJourneys((call) => {
      if (sentOperation(call, JourneyDocument))
        return graphqlData(JourneyDocument, {
          journey: journeyOf({ name: 'Orders', draft: completeDefinition() }),
        });
      if (sentOperation(call, JourneyUsersDocument))
        return graphqlData(JourneyUsersDocument, {
          journeyUsers: { items: [runOf({})], total: 1, page: 0, size: 25 },
        });
      if (sentOperation(call, RemoveContactFromJourneyDocument))
        return graphqlData(RemoveContactFromJourneyDocument, { removeContactFromJourney: true });
      return undefined;
    });
    renderJourneys('/journeys-users/j1/wait');
    const table = await screen.findByRole('table', { name: 'Journey Users' });
    expect(sentVariablesOf(calls, JourneyUsersDocument)[0]).toMatchObject({
      journeyId: 'j1',
      nodeId: 'wait',
    });
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no run row');
    expect(row).toHaveTextContent('Rae Smith');
    expect(row).toHaveTextContent('In the journey');
    expect(row).toHaveTextContent('Delay: Wait 2 hours');
    fireEvent.click(within(row).getByRole('button', { name: 'Path (2)' }));
    expect(await screen.findByLabelText('Path')).toHaveTextContent('Trigger: Custom Event: Order placed');

    fireEvent.click(within(row).getByRole('button', { name: 'Remove Rae Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the journey' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(sentVariablesOf(calls, RemoveContactFromJourneyDocument)).toEqual([
        { journeyId: 'j1', runId: 'run-1' },
      ]),
    );
  });

  it('does not offer a supervisor the removal', async () => {
    serveJourneys((call) => {
      if (sentOperation(call, JourneyDocument))
        return graphqlData(JourneyDocument, { journey: journeyOf({}) });
      if (sentOperation(call, JourneyUsersDocument))
        return graphqlData(JourneyUsersDocument, {
          journeyUsers: { items: [runOf({})], total: 1, page: 0, size: 25 },
        });
      return undefined;
    });
    renderJourneys('/journeys-users/j1', { roles: ['supervisor'] });
    await screen.findByRole('table', { name: 'Journey Users' });
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
