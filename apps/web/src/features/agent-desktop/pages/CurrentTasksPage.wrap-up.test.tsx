import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { callsTo, installDeskServer } from '../testing/desk-server.ts';
import { renderDesk } from '../testing/render-desk.tsx';

// The desk's wrap-up (spec 001 §3, §5; spec 000 §4 autocomplete; issue 17 item 2: the countdown never
// completes a task the agent has not finished).

beforeEach(() => {
  resetApiState();
});

describe('wrap-up (spec 001 §3, §5)', () => {
  it('wraps, submits the disposition with notes and objections, and removes the task', async () => {
    const accepted = makeReservation({
      status: 'accepted',
      taskStatus: 'assigned',
      taskChannelUniqueName: 'custom-tasks',
      attributes: { title: 'Follow up', name: 'Grace Hopper', contactPhone: '+14155550101' },
    });
    const { calls } = installDeskServer({
      reservations: [accepted],
      dispositions: [{ id: 'd1', name: 'Resolved' }],
      tags: [{ id: 't1', name: 'Price' }],
      preferences: { autocompleteCountdownSeconds: 0 },
      rest: {
        'POST /conv/tasks/wrap-task': () => jsonResponse(200, { success: true }),
        'POST /conv/tasks/summarize-task': () => jsonResponse(200, { success: true }),
      },
    });
    renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: 'Wrap up' }));
    expect(await screen.findByRole('form', { name: 'Wrap-up' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/conv/tasks/wrap-task')[0]?.body).toEqual({ taskSid: accepted.taskSid });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a disposition')).toBeInTheDocument();

    const disposition = screen.getByRole('combobox', { name: 'Disposition' });
    fireEvent.focus(disposition);
    fireEvent.change(disposition, { target: { value: 'Reso' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Resolved', hidden: true }));
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Sorted it out' } });
    const objections = screen.getByRole('combobox', { name: 'Objections' });
    fireEvent.focus(objections);
    fireEvent.change(objections, { target: { value: 'Pri' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Price', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/tasks/summarize-task')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/tasks/summarize-task')[0]?.body).toMatchObject({
      sid: accepted.taskSid,
      phone: '+14155550101',
      outcomeId: 'd1',
      disposition: 'Resolved',
      notes: 'Sorted it out',
      objections: ['Price'],
      agentID: 'user-1',
      agentEmail: 'ada@example.com',
      dispositionedBy: 'agent',
    });
    expect(await screen.findByText('No tasks right now')).toBeInTheDocument();
  });

  it('completes the task when the autocomplete countdown ends', async () => {
    const wrapping = makeReservation({
      status: 'wrapping',
      taskChannelUniqueName: 'custom-tasks',
      attributes: { title: 'Follow up', name: 'Grace Hopper', contactPhone: '+14155550101' },
    });
    const { calls } = installDeskServer({
      reservations: [wrapping],
      // 3 s: the wrap-up form (loaded on demand) must be on screen before the countdown ends, also on a
      // busy machine.
      preferences: { autocompleteCountdownSeconds: 3 },
      rest: { 'POST /conv/tasks/summarize-task': () => jsonResponse(200, { success: true }) },
    });
    renderDesk();
    expect(await screen.findByText(/Completes automatically in [1-3] s/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/tasks/summarize-task')).toHaveLength(1), {
      timeout: 8_000,
    });
    expect(callsTo(calls, 'POST', '/conv/tasks/summarize-task')[0]?.body).toMatchObject({
      dispositionedBy: 'autocomplete',
    });
    await waitFor(() => expect(toastMessages()).toContain('Conversation automatically summarized.'));
    expect(await screen.findByText('No tasks right now')).toBeInTheDocument();
  });

  it('holds a task without a disposition in wrap-up, then completes it after the agent picks one', async () => {
    const wrapping = makeReservation({
      status: 'wrapping',
      taskChannelUniqueName: 'custom-tasks',
      attributes: { title: 'Follow up', name: 'Grace Hopper', contactPhone: '+14155550101' },
    });
    const { calls } = installDeskServer({
      reservations: [wrapping],
      dispositions: [{ id: 'd1', name: 'Resolved' }],
      preferences: { autocompleteCountdownSeconds: 1 },
      rest: { 'POST /conv/tasks/summarize-task': () => jsonResponse(200, { success: true }) },
    });
    renderDesk();
    fireEvent.change(await screen.findByLabelText('Notes'), { target: { value: 'Half of what I' } });
    expect(
      await screen.findByText(
        'Choose a disposition: the task stays in wrap-up until you do.',
        {},
        { timeout: 4_000 },
      ),
    ).toBeInTheDocument();
    // Well past the countdown: the task is still there, nothing was submitted, the notes are kept.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(callsTo(calls, 'POST', '/conv/tasks/summarize-task')).toHaveLength(0);
    expect(screen.getByLabelText('Notes')).toHaveValue('Half of what I');

    const disposition = screen.getByRole('combobox', { name: 'Disposition' });
    fireEvent.focus(disposition);
    fireEvent.change(disposition, { target: { value: 'Reso' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Resolved', hidden: true }));
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Half of what I said, then all' } });
    // The countdown starts again from the last change.
    expect(await screen.findByText(/Completes automatically in 1 s/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/tasks/summarize-task')).toHaveLength(1), {
      timeout: 6_000,
    });
    expect(callsTo(calls, 'POST', '/conv/tasks/summarize-task')[0]?.body).toMatchObject({
      outcomeId: 'd1',
      disposition: 'Resolved',
      notes: 'Half of what I said, then all',
      dispositionedBy: 'autocomplete',
    });
  });
});
