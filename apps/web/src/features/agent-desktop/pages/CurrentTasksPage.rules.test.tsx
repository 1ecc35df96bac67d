import { makeMessage, makeReservation } from '@parley/core/agent-desktop/fixtures';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { callsTo, installDeskServer } from '../testing/desk-server.ts';
import { renderDesk } from '../testing/render-desk.tsx';

beforeEach(() => {
  resetApiState();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('inbound email (spec 001 §4)', () => {
  it('is set on the desk 10 s after it is offered', async () => {
    installDeskServer();
    const { emit } = renderDesk();
    await screen.findByText('No tasks right now');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const email = makeReservation({
      taskChannelUniqueName: 'email',
      attributes: { name: 'Mail Mia', direction: 'inbound', email: 'mia@example.com' },
    });
    emit('reservation.created', email);
    act(() => vi.advanceTimersByTime(9_900));
    expect(screen.queryByRole('button', { name: /Mail Mia/ })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: /Mail Mia/ })).toBeInTheDocument();
  });
});

describe('openUrl (spec 001 §4)', () => {
  it('opens a www address with https when the task is accepted and active, once', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const offer = makeReservation({
      taskChannelUniqueName: 'custom-tasks',
      attributes: { title: 'Lead', name: 'Lee Lead', openUrl: 'www.crm.example/lead/7' },
    });
    installDeskServer({
      reservations: [offer],
      rest: { 'POST /conv/tasks/accept': () => jsonResponse(200, { success: true }) },
    });
    const { emit } = renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://www.crm.example/lead/7', '_blank', 'noopener,noreferrer'),
    );
    emit('reservation.updated', {
      ...offer,
      status: 'accepted',
      attributes: { ...offer.attributes, note: 'x' },
    });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('ignores anything but http, https and www', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const task = makeReservation({
      status: 'accepted',
      taskChannelUniqueName: 'custom-tasks',
      attributes: { title: 'Lead', openUrl: 'javascript:alert(1)' },
    });
    installDeskServer({ reservations: [task] });
    renderDesk();
    await screen.findByRole('button', { name: 'Wrap up' });
    expect(open).not.toHaveBeenCalled();
  });
});

describe('conversation history (spec 000 §9)', () => {
  it('loads the previous 30 messages before the oldest one shown', async () => {
    const page = Array.from({ length: 30 }, (_, i) => makeMessage({ body: `Recent ${i}` }));
    const older = [makeMessage({ body: 'The very first text' })];
    const task = makeReservation({
      status: 'accepted',
      attributes: { name: 'Grace', conversationSid: 'CH1' },
    });
    const { calls } = installDeskServer({
      reservations: [task],
      rest: {
        'GET /conv/conversations/CH1/messages': (call) =>
          jsonResponse(200, { items: call.url.includes('before=') ? older : page }),
      },
    });
    renderDesk();
    await screen.findByText('Recent 29');
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('The very first text')).toBeInTheDocument();
    const requests = callsTo(calls, 'GET', '/conv/conversations/CH1/messages').map((call) => call.url);
    expect(requests.at(-1)).toContain(`before=${page[0]?.sid}`);
    expect(requests.at(-1)).toContain('limit=30');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });
});

describe('wrap-up without a contact (spec 001 §5)', () => {
  it('skips the disposition and completes the task with /update', async () => {
    const task = makeReservation({
      status: 'wrapping',
      taskChannelUniqueName: 'custom-tasks',
      attributes: { title: 'Internal chore' },
    });
    const { calls } = installDeskServer({
      reservations: [task],
      preferences: { autocompleteCountdownSeconds: 0 },
      rest: { [`POST /conv/tasks/${task.taskSid}/update`]: () => jsonResponse(200, { success: true }) },
    });
    renderDesk();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo(calls, 'POST', `/conv/tasks/${task.taskSid}/update`)).toHaveLength(1));
    expect(callsTo(calls, 'POST', `/conv/tasks/${task.taskSid}/update`)[0]?.body).toEqual({
      status: 'completed',
    });
    expect(callsTo(calls, 'POST', '/conv/tasks/summarize-task')).toHaveLength(0);
    expect(await screen.findByText('No tasks right now')).toBeInTheDocument();
  });
});

describe('auto-accept by title (spec 001 §4, §6)', () => {
  it('accepts titles the setting names when the flag is on', async () => {
    const { calls } = installDeskServer({
      preferences: { autoAcceptByTaskTitle: 'Callback, Lead' },
      rest: { 'POST /conv/tasks/accept': () => jsonResponse(200, { success: true }) },
    });
    const { emit } = renderDesk({ featureFlags: { autoAcceptByTaskTitle: true } });
    await screen.findByText('No tasks right now');
    await waitFor(() =>
      expect(calls.some((call) => String(JSON.stringify(call.body)).includes('DeskTaskPreferences'))).toBe(
        true,
      ),
    );
    await act(async () => {});
    emit(
      'reservation.created',
      makeReservation({ taskChannelUniqueName: 'custom-tasks', attributes: { title: 'Other' } }),
    );
    const lead = makeReservation({ taskChannelUniqueName: 'custom-tasks', attributes: { title: 'lead' } });
    emit('reservation.created', lead);
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/tasks/accept')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/tasks/accept')[0]?.body).toMatchObject({ taskSid: lead.taskSid });
  });
});
