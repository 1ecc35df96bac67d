import { makeMessage, makeReservation } from '@parley/core/agent-desktop/fixtures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { bodyField, callsTo, installDeskServer } from '../testing/desk-server.ts';
import { renderDesk } from '../testing/render-desk.tsx';
import { composerSuggestion } from '../utils/suggested-message.ts';

// A journey's agentSms task carries its suggested message (attribute `suggestedMessage`): the desk's
// composer starts with it, editable, and sends nothing by itself.

const SUGGESTION = 'Hi Nia, your order is ready.';

function agentSmsTask(conversationSid: string) {
  return makeReservation({
    status: 'accepted',
    taskStatus: 'assigned',
    taskChannelUniqueName: 'sms',
    attributes: {
      name: 'Nia',
      conversationSid,
      direction: 'outbound',
      taskType: 'Agent SMS Task',
      suggestedMessage: SUGGESTION,
    },
  });
}

function composer(): HTMLTextAreaElement {
  const box = screen.getByRole('textbox', { name: 'Type a message' });
  if (!(box instanceof HTMLTextAreaElement)) throw new Error('the composer is not a textarea');
  return box;
}

beforeEach(() => {
  resetApiState();
});

describe("the composer and agentSms's suggested message", () => {
  it('starts with the suggestion, sends only when asked, with what the agent edited, then empties', async () => {
    const { calls } = installDeskServer({
      reservations: [agentSmsTask('CH7')],
      rest: {
        'GET /conv/conversations/CH7/messages': () => jsonResponse(200, { items: [] }),
        'POST /conv/conversations/CH7/messages': (call) =>
          jsonResponse(
            200,
            makeMessage({ body: String(bodyField(call, 'body')), attributes: { direction: 'outbound' } }),
          ),
      },
    });
    renderDesk();
    await waitFor(() => expect(composer().value).toBe(SUGGESTION));
    expect(composer()).toBeEnabled();
    expect(callsTo(calls, 'POST', '/conv/conversations/CH7/messages')).toHaveLength(0);
    // Cleared, it stays empty (the suggestion does not come back).
    fireEvent.change(composer(), { target: { value: '' } });
    expect(composer().value).toBe('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    fireEvent.change(composer(), { target: { value: `${SUGGESTION} Pick it up any time.` } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/conversations/CH7/messages')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/conversations/CH7/messages')[0]?.body).toEqual({
      body: `${SUGGESTION} Pick it up any time.`,
    });
    await waitFor(() => expect(composer().value).toBe(''));
  });

  it('a conversation that already holds an outbound text starts empty (the suggestion was used)', async () => {
    const sent = makeMessage({ body: SUGGESTION, attributes: { direction: 'outbound' } });
    installDeskServer({
      reservations: [agentSmsTask('CH8')],
      rest: { 'GET /conv/conversations/CH8/messages': () => jsonResponse(200, { items: [sent] }) },
    });
    renderDesk();
    expect(await screen.findByText(SUGGESTION)).toBeInTheDocument();
    expect(composer().value).toBe('');

    expect(composerSuggestion(SUGGESTION, [sent])).toBe('');
    expect(composerSuggestion(SUGGESTION, [makeMessage({ body: 'Thanks!' })])).toBe(SUGGESTION);
    // Before the history has loaded, and for a task without a suggestion: nothing.
    expect(composerSuggestion(SUGGESTION, undefined)).toBe('');
    expect(composerSuggestion(null, [])).toBe('');
  });
});
