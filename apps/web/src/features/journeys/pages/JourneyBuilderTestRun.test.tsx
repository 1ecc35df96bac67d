import { completeDefinition } from '@parley/core/journeys/test-fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  sentOperation,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import type { JourneyRunFieldsFragment } from '../api/journey-analytics.generated.ts';
import {
  JourneyTestContactsDocument,
  JourneyTestRunDocument,
  StartJourneyTestRunDocument,
  StopJourneyTestRunDocument,
} from '../api/journey-test-run.generated.ts';
import { JourneyDocument, SaveJourneyDraftDocument } from '../api/journeys.generated.ts';
import { journeyOf, renderJourneys, serveJourneys } from '../testing/render-journeys.tsx';
import { PALETTE_DRAG_TYPE } from '../utils/palette-groups.ts';

beforeAll(() => {
  // React Flow reads the viewport transform through DOMMatrixReadOnly, which jsdom lacks.
  if (!('DOMMatrixReadOnly' in window)) {
    class DOMMatrixReadOnlyStub {
      m22 = 1;
    }
    Object.defineProperty(window, 'DOMMatrixReadOnly', { value: DOMMatrixReadOnlyStub, writable: true });
  }
});

beforeEach(() => {
  resetApiState();
});

const WAIT = { timeout: 10_000 };

function runOf(overrides: Partial<JourneyRunFieldsFragment>): JourneyRunFieldsFragment {
  return {
    id: 'run-1',
    state: 'active',
    nodeId: 'wait',
    test: true,
    enteredAt: '2026-05-03T10:00:00.000Z',
    endedAt: null,
    endReason: null,
    contact: { id: 'c1', profileId: 'p-ada', name: 'Ada Lovelace', phone: '+15551230000', email: null },
    path: [],
    ...overrides,
  };
}

const step = (nodeId: string, status: string, output: string | null = null) => ({
  nodeId,
  status,
  output,
  reason: null,
  enteredAt: '2026-05-03T10:00:00.000Z',
  finishedAt: status === 'waiting' ? null : '2026-05-03T10:00:01.000Z',
});

const WAITING_RUN = runOf({ path: [step('trigger', 'completed'), step('wait', 'waiting')] });
const FINISHED_RUN = runOf({
  state: 'completed',
  nodeId: null,
  endedAt: '2026-05-03T10:01:00.000Z',
  path: [
    step('trigger', 'completed'),
    step('wait', 'completed'),
    step('vip', 'completed', 'true'),
    step('text', 'skipped'),
    step('mark', 'completed'),
  ],
});

/** The builder of a complete journey; the test run's progress answers `progress()` in turn. */
function serveTestRun(progress: JourneyRunFieldsFragment[]) {
  let polls = 0;
  return serveJourneys((call) => {
    if (sentOperation(call, JourneyDocument))
      return graphqlData(JourneyDocument, { journey: journeyOf({ draft: completeDefinition() }) });
    if (sentOperation(call, SaveJourneyDraftDocument))
      return graphqlData(SaveJourneyDraftDocument, {
        saveJourneyDraft: journeyOf({ draft: completeDefinition() }),
      });
    if (sentOperation(call, JourneyTestContactsDocument))
      return graphqlData(JourneyTestContactsDocument, {
        searchContacts: {
          hasMore: false,
          items: [
            {
              profileId: 'p-ada',
              name: 'Ada Lovelace',
              contactPhone: '+15551230000',
              email: null,
              externalId: null,
            },
            {
              profileId: 'p-alan',
              name: 'Alan Turing',
              contactPhone: null,
              email: 'alan@example.com',
              externalId: 'A-7',
            },
          ],
        },
      });
    if (sentOperation(call, StartJourneyTestRunDocument))
      return graphqlData(StartJourneyTestRunDocument, { startJourneyTestRun: WAITING_RUN });
    if (sentOperation(call, JourneyTestRunDocument)) {
      const answer = progress[Math.min(polls, progress.length - 1)] ?? WAITING_RUN;
      polls += 1;
      return graphqlData(JourneyTestRunDocument, { journeyRun: answer });
    }
    if (sentOperation(call, StopJourneyTestRunDocument))
      return graphqlData(StopJourneyTestRunDocument, { removeContactFromJourney: true });
    return undefined;
  });
}

async function startTestRunFor(name: string, dirty = false) {
  fireEvent.click(await screen.findByRole('button', { name: 'Test run' }, WAIT));
  const modal = await screen.findByRole('dialog', { name: 'Test run' });
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Contact' }), { target: { value: 'a' } });
  expect(
    await within(modal).findByText('Minimum of 2 characters is required for search.', {}, WAIT),
  ).toBeInTheDocument();
  expect(within(modal).getByRole('button', { name: 'Start test run' })).toBeDisabled();
  expect(within(modal).queryByText('Unsaved changes are saved first.') !== null).toBe(dirty);
  fireEvent.change(within(modal).getByRole('textbox', { name: 'Contact' }), { target: { value: 'Ada' } });
  fireEvent.click(await within(modal).findByRole('radio', { name: new RegExp(name) }, WAIT));
  fireEvent.click(within(modal).getByRole('button', { name: 'Start test run' }));
}

const runStatusOf = (nodeId: string) =>
  screen.getByTestId(`journey-node-${nodeId}`).getAttribute('data-run-status');

describe('a test run from the builder', () => {
  it('runs the journey for a picked contact and follows its steps on the canvas until it ends', async () => {
    const { calls } = serveTestRun([WAITING_RUN, FINISHED_RUN]);
    renderJourneys('/journeys/j1');
    await startTestRunFor('Ada Lovelace');

    const banner = await screen.findByRole('status', { name: 'Test run for Ada Lovelace' }, WAIT);
    expect(sentVariablesOf(calls, StartJourneyTestRunDocument)[0]).toEqual({
      journeyId: 'j1',
      contactId: 'p-ada',
      useDraft: true,
    });
    // Nothing was unsaved: nothing was saved first.
    expect(callsOf(calls, SaveJourneyDraftDocument)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Test run' })).toBeNull());
    await waitFor(() => expect(runStatusOf('wait')).toBe('waiting'));
    expect(runStatusOf('trigger')).toBe('completed');
    expect(runStatusOf('vip')).toBeNull();
    expect(within(banner).getByTestId('test-run-state')).toHaveTextContent('Running');

    // Refreshed every 2 s until it ends; then no more polls.
    await waitFor(
      () => expect(within(banner).getByTestId('test-run-state')).toHaveTextContent('Completed'),
      WAIT,
    );
    expect(runStatusOf('vip')).toBe('completed');
    expect(runStatusOf('text')).toBe('skipped');
    expect(runStatusOf('task')).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Stop' })).toBeNull();
    const polls = callsOf(calls, JourneyTestRunDocument).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(callsOf(calls, JourneyTestRunDocument)).toHaveLength(polls);

    fireEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: /Test run for/ })).toBeNull());
    expect(runStatusOf('trigger')).toBeNull();
  }, 30_000);

  it('saves unsaved changes first, and stops a run in progress', async () => {
    const { calls } = serveTestRun([WAITING_RUN]);
    renderJourneys('/journeys/j1');
    fireEvent.click(
      within(await screen.findByLabelText('Add a step', {}, WAIT)).getByRole('button', { name: 'Delay' }),
    );
    await startTestRunFor('Ada Lovelace', true);
    await waitFor(() => expect(callsOf(calls, StartJourneyTestRunDocument)).toHaveLength(1));
    expect(callsOf(calls, SaveJourneyDraftDocument)).toHaveLength(1);
    const order = calls.filter(
      (call) =>
        sentOperation(call, SaveJourneyDraftDocument) || sentOperation(call, StartJourneyTestRunDocument),
    );
    expect(sentOperation(order[0], SaveJourneyDraftDocument)).toBe(true);
    const banner = await screen.findByRole('status', { name: 'Test run for Ada Lovelace' }, WAIT);
    fireEvent.click(within(banner).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(callsOf(calls, StopJourneyTestRunDocument)).toHaveLength(1));
    expect(sentVariablesOf(calls, StopJourneyTestRunDocument)[0]).toEqual({
      journeyId: 'j1',
      runId: 'run-1',
    });
  }, 30_000);
});

describe('drag and drop from the palette', () => {
  it('adds the dropped step where it is let go and selects it', async () => {
    serveTestRun([]);
    renderJourneys('/journeys/j1');
    const palette = await screen.findByLabelText('Add a step', {}, WAIT);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(within(palette).getByRole('button', { name: 'Webhook' }), { dataTransfer });
    expect(data.get(PALETTE_DRAG_TYPE)).toBe('webhook');
    const pane = document.querySelector('.react-flow');
    if (!pane) throw new Error('no canvas');
    fireEvent.dragOver(pane, { dataTransfer });
    fireEvent.drop(pane, { dataTransfer, clientX: 610, clientY: 420 });
    expect(await screen.findByRole('region', { name: 'Webhook settings' })).toBeInTheDocument();
    expect(screen.getByTestId('dirty-flag')).toBeInTheDocument();
  }, 30_000);
});
