import { NODE_TYPES } from '@parley/core/journeys/node-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  sentOperation,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import {
  JourneyDocument,
  PublishJourneyDocument,
  SaveJourneyDraftDocument,
} from '../api/journeys.generated.ts';
import { journeyOf, renderJourneys, serveJourneys } from '../testing/render-journeys.tsx';

beforeAll(() => {
  // React Flow reads the viewport transform through DOMMatrixReadOnly, which jsdom lacks.
  if (!('DOMMatrixReadOnly' in window)) {
    class DOMMatrixReadOnlyStub {
      m22: number;
      constructor(transform?: string) {
        const scale = transform?.match(/scale\(([0-9.]+)\)/)?.[1];
        this.m22 = scale === undefined ? 1 : Number(scale);
      }
    }
    Object.defineProperty(window, 'DOMMatrixReadOnly', { value: DOMMatrixReadOnlyStub, writable: true });
  }
});

beforeEach(() => {
  resetApiState();
});

function serveBuilder() {
  return serveJourneys((call) => {
    if (sentOperation(call, JourneyDocument)) return graphqlData(JourneyDocument, { journey: journeyOf() });
    if (sentOperation(call, SaveJourneyDraftDocument)) {
      const input = sentVariablesOf([call], SaveJourneyDraftDocument)[0]?.input;
      return graphqlData(SaveJourneyDraftDocument, {
        saveJourneyDraft: journeyOf({ draft: input?.definition, updatedAt: '2026-05-03T10:00:00.000Z' }),
      });
    }
    return undefined;
  });
}

describe('/journeys/:journeyId (the builder)', () => {
  it('shows the trigger on the canvas and every node type in the palette', async () => {
    serveBuilder();
    renderJourneys('/journeys/j1');
    expect(await screen.findByLabelText('Trigger step', {}, { timeout: 10_000 })).toBeInTheDocument();
    const palette = screen.getByLabelText('Add a step');
    const buttons = within(palette).getAllByRole('button');
    expect(buttons).toHaveLength(NODE_TYPES.length);
    // The journey has its one trigger; integration types say what they need.
    expect(within(palette).getByRole('button', { name: 'Trigger' })).toBeDisabled();
    expect(within(palette).getByRole('button', { name: 'Decision AI' })).toHaveAccessibleDescription(
      'Needs an integration that is not configured.',
    );
    expect(screen.getByRole('button', { name: /^\d+ problems?$/ })).toBeInTheDocument();
  });

  it('adds a step from the palette, validates it inline, undoes and redoes it, and saves', async () => {
    const { calls } = serveBuilder();
    renderJourneys('/journeys/j1');
    const palette = await screen.findByLabelText('Add a step', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('dirty-flag')).toBeNull();
    fireEvent.click(within(palette).getByRole('button', { name: 'Delay' }));
    expect(await screen.findByLabelText('Delay step')).toBeInTheDocument();
    expect(screen.getByTestId('dirty-flag')).toHaveTextContent('Unsaved changes');
    // The new step is selected: its settings open with core's reasons.
    const panel = screen.getByRole('region', { name: 'Delay settings' });
    expect(within(panel).getByLabelText('Problems of this step')).toHaveTextContent(
      'Enter a wait of at least 1 minute.',
    );
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Wait' }), { target: { value: '2' } });
    await waitFor(() => expect(within(panel).queryByText('Enter a wait of at least 1 minute.')).toBeNull());

    // Undo the wait, then the step; redo both.
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(screen.queryByLabelText('Delay step')).toBeNull());
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(await screen.findByLabelText('Delay step')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(calls, SaveJourneyDraftDocument)).toHaveLength(1));
    const sent = sentVariablesOf(calls, SaveJourneyDraftDocument)[0];
    expect(sent?.id).toBe('j1');
    expect(sent?.input).toMatchObject({ name: 'New Journey', expectedUpdatedAt: '2026-05-02T14:30:00.000Z' });
    expect(sent?.input.definition).toMatchObject({
      nodes: [{ type: 'trigger' }, { type: 'delay', data: { mode: 'duration', duration: { amount: 2 } } }],
    });
    await waitFor(() => expect(screen.queryByTestId('dirty-flag')).toBeNull());
  });

  it('lists the problems and does not ask the server when the journey cannot go live', async () => {
    const { calls } = serveBuilder();
    renderJourneys('/journeys/j1');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }, { timeout: 10_000 }));
    const problems = await screen.findByRole('alert', { name: 'This journey cannot go live yet' });
    expect(problems).toHaveTextContent('Trigger: Choose what triggers the journey.');
    expect(callsOf(calls, PublishJourneyDocument)).toHaveLength(0);
  });
});
