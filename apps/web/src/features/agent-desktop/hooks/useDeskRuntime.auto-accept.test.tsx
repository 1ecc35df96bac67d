import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { callsTo, installDeskServer } from '../testing/desk-server.ts';
import { renderDesk } from '../testing/render-desk.tsx';

// spec 001 §4: "Pending auto-answer tasks are auto-accepted, except an inbound call when the
// auto-accept-in-conversations setting applies" — the desk runtime passes the agent's
// autoAcceptInboundCallsInConversations flag to the rule (packages/core agent-desktop-auto-accept).

beforeEach(() => {
  resetApiState();
});

const inboundCall = () =>
  makeReservation({
    taskChannelUniqueName: 'voice',
    channelType: 'voice',
    attributes: {
      title: 'Incoming Call',
      direction: 'inbound',
      autoAnswer: true,
      contactPhone: '+14155550101',
      name: 'Grace Hopper',
      callSid: 'CA1',
    },
  });

const autoAnsweredText = () =>
  makeReservation({
    taskChannelUniqueName: 'custom-tasks',
    attributes: { title: 'Lead', autoAnswer: true, name: 'Lee Lead' },
  });

async function deskWith(flag: boolean) {
  const { calls } = installDeskServer({
    rest: { 'POST /conv/tasks/accept': () => jsonResponse(200, { success: true }) },
  });
  const { emit } = renderDesk({ featureFlags: { autoAcceptInboundCallsInConversations: flag } });
  await screen.findByText('No tasks right now');
  await act(async () => {});
  return { calls, emit };
}

// A whole desk renders per test: slow on a busy machine.
describe('auto-answer and autoAcceptInboundCallsInConversations (spec 001 §4, §6)', {
  timeout: 20_000,
}, () => {
  it('auto-accepts an auto-answer inbound call while the flag is off', async () => {
    const { calls, emit } = await deskWith(false);
    const call = inboundCall();
    emit('reservation.created', call);
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/tasks/accept')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/tasks/accept')[0]?.body).toMatchObject({ taskSid: call.taskSid });
  });

  it('leaves the inbound call to the agent while the flag is on, and still auto-answers other tasks', async () => {
    const { calls, emit } = await deskWith(true);
    const call = inboundCall();
    emit('reservation.created', call);
    const lead = autoAnsweredText();
    emit('reservation.created', lead);
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/tasks/accept')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/tasks/accept')[0]?.body).toMatchObject({ taskSid: lead.taskSid });
    // The call stays on the desk, offered, for the agent to accept.
    expect(await screen.findByRole('button', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(
      callsTo(calls, 'POST', '/conv/tasks/accept').some(
        (request) => (request.body as { taskSid?: string }).taskSid === call.taskSid,
      ),
    ).toBe(false);
  });
});
