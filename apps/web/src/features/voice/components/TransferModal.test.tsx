import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { bodyField, callsTo, variablesOf } from '../../agent-desktop/testing/desk-server.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { openTransfer, resetTransferDesk, setupTransferDesk } from '../testing/transfer-dialog-kit.tsx';

// Transfers (spec 001 §4, §5, §9): the agent picker and its availability rules, the queue tab,
// 'The field is required', the transfer under way and its cancel. The External tab: ExternalTransfer.test.tsx.

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  resetTransferDesk();
});

describe('transferring a call to an agent', () => {
  it('lists agents by the spec (page 0, 1000, name asc) with availability, and only selectable ones can be chosen', async () => {
    const { calls } = setupTransferDesk();
    const dialog = await openTransfer();
    const group = await within(dialog).findByRole('radiogroup', { name: 'Agent' });
    const options = within(group).getAllByRole('radio');
    // Oneself is not listed.
    expect(options.map((option) => option.textContent)).toEqual([
      'Sam SupervisorAvailable',
      'Bea BusyBusy',
      'Dan DialerProgressive Dialer Mode',
      'Uma AwayUnavailable',
    ]);
    expect(options.map((option) => option.getAttribute('aria-disabled'))).toEqual([
      'false',
      'true',
      'true',
      'true',
    ]);
    const query = calls.find((c) => String(JSON.stringify(c.body)).includes('TransferAgents'));
    expect(variablesOf(query)).toEqual({
      queryParams: { page: 0, size: 1000, order: { field: 'name', direction: 'asc' } },
    });
  });

  it('lets busy agents be chosen with enableTransferToBusyAgents, never Progressive Dialer Mode', async () => {
    setupTransferDesk({ enableTransferToBusyAgents: true });
    const dialog = await openTransfer();
    const group = await within(dialog).findByRole('radiogroup', { name: 'Agent' });
    expect(within(group).getByRole('radio', { name: /Bea Busy/ })).toHaveAttribute('aria-disabled', 'false');
    expect(within(group).getByRole('radio', { name: /Dan Dialer/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(group).getByRole('radio', { name: /Uma Away/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it("says 'The field is required' without an agent, then transfers and can cancel", async () => {
    const { calls } = setupTransferDesk();
    const dialog = await openTransfer();
    await within(dialog).findByRole('radiogroup', { name: 'Agent' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('The field is required')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/conv/transfers/agent')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search agents' }), {
      target: { value: 'zzz' },
    });
    expect(
      await within(dialog).findByText('No matching agent. Try phone number instead.'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search agents' }), {
      target: { value: 'sam' },
    });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Sam Supervisor/ }));
    expect(within(dialog).queryByText('The field is required')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/transfers/agent')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/transfers/agent')[0]?.body).toEqual({
      taskSid: 'WT1',
      targetWorkerUri: 'client:WK2',
      internalAgentName: 'Sam Supervisor',
    });
    const pending = await screen.findByText('Transferring to Sam Supervisor…');
    fireEvent.click(
      within(pending.closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: 'Cancel transfer',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Transferring to Sam Supervisor…')).not.toBeInTheDocument(),
    );
    expect(callsTo(calls, 'POST', '/conv/transfers/cancel')[0]?.body).toEqual({ transferTaskSid: 'WT9' });
  });

  it("clears the transfer when the server says 'Transfer was cancelled.'", async () => {
    const { emit } = setupTransferDesk();
    await screen.findByRole('region', { name: 'Call' });
    act(() =>
      useVoiceStore.getState().setTransfer('WT1', { transferTaskSid: 'WT9', targetName: 'Sam Supervisor' }),
    );
    expect(await screen.findByText('Transferring to Sam Supervisor…')).toBeInTheDocument();
    emit('voice.notification', { kind: 'transferCanceled', taskSid: 'WT1', name: null });
    await waitFor(() =>
      expect(screen.queryByText('Transferring to Sam Supervisor…')).not.toBeInTheDocument(),
    );
    expect(toastMessages()).toContain('Transfer was cancelled.');
  });
});

describe('transferring a call to a queue', () => {
  it('offers only queues that take transfers and requires one', async () => {
    const { calls } = setupTransferDesk();
    const dialog = await openTransfer();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Queue' }));
    const form = await within(dialog).findByRole('form', { name: 'Queue' });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The field is required')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('combobox', { name: 'Queue' }));
    expect(await screen.findByRole('option', { name: 'Support', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Back office', hidden: true })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Support', hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/transfers/queue')).toHaveLength(1));
    expect(bodyField(callsTo(calls, 'POST', '/conv/transfers/queue')[0], 'queueSid')).toBe('WQ1');
    expect(await screen.findByText('Transferring to Support…')).toBeInTheDocument();
    expect(toastMessages()).toEqual([]);
  });
});
