import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { callsTo } from '../../agent-desktop/testing/desk-server.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import {
  answers,
  openTransfer,
  resetTransferDesk,
  setupTransferDesk,
} from '../testing/transfer-dialog-kit.tsx';
import { makeSnapshot } from '../testing/voice-fixtures.ts';

// The transfer dialog's External tab (docs/voice-web.md "External transfer"): the phonebook, a typed
// number with externalTransferToAnyNumber, cold transfers and adding the number to the call.

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  resetTransferDesk();
});

describe('transferring a call to an outside number (External Transfer Phonebook)', () => {
  async function openExternal() {
    const dialog = await openTransfer();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'External' }));
    const form = await within(dialog).findByRole('form', { name: 'External' });
    await within(form).findByRole('radiogroup', { name: 'Outside number' });
    return form;
  }

  it('lists the phonebook with a search, requires an entry, and transfers cold', async () => {
    answers.external = () => {
      // The agent leaves at once: the server's snapshot without them comes before the answer.
      useVoiceStore
        .getState()
        .applySnapshot(makeSnapshot({ version: 2, participants: makeSnapshot().participants.slice(1) }));
      return jsonResponse(200, { success: true, callSid: 'CAext', conferenceSid: 'CF1' });
    };
    const { calls } = setupTransferDesk();
    const form = await openExternal();
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Billing partnerRefunds and invoices+1 (415) 555-0177', 'Escalations+1 (415) 555-0188']);
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The field is required')).toBeInTheDocument();

    const search = within(form).getByRole('textbox', { name: 'Search the phonebook' });
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await within(form).findByText('No matching phonebook entry.')).toBeInTheDocument();
    // By number, however it is typed.
    fireEvent.change(search, { target: { value: '(415) 555-0188' } });
    fireEvent.click(await within(form).findByRole('radio', { name: /Escalations/ }));
    expect(within(form).queryByText('The field is required')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/transfers/external')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/transfers/external')[0]?.body).toEqual({
      taskSid: 'WT1',
      phonebookEntryId: '33333333-3333-4333-8333-333333333333',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastMessages()).toContain('Call transferred to Escalations.');
    const panel = screen.getByRole('region', { name: 'Call' });
    expect(
      within(panel).getByText(
        'Transferred to Escalations (+1 (415) 555-0188). You have left the call; the contact stays on it with them.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a number the carrier refuses with the catalogue text, and a vanished entry under the list', async () => {
    answers.external = () =>
      jsonResponse(409, {
        code: 'conflict',
        message: 'Call failed to connect. Contact phone number is unreachable.',
        details: { reason: 'failed' },
      });
    setupTransferDesk();
    const form = await openExternal();
    fireEvent.click(within(form).getByRole('radio', { name: /Billing partner/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(toastMessages()).toContain('Call failed to connect. Contact phone number is unreachable.'),
    );
    // The agent is still on the call, the dialog still open.
    expect(screen.getByRole('dialog', { name: 'Transfer the call' })).toBeInTheDocument();

    answers.external = () =>
      jsonResponse(404, {
        code: 'not_found',
        message: 'Phonebook entry not found',
        field: 'phonebookEntryId',
      });
    fireEvent.click(within(form).getByRole('radio', { name: /Billing partner/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Phonebook entry not found')).toBeInTheDocument();
  });

  it('adds the entry to the call while the agent stays, and removes it again', async () => {
    const { calls } = setupTransferDesk();
    const form = await openExternal();
    fireEvent.click(within(form).getByRole('radio', { name: /Escalations/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add to call' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/conferences/add-participant')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/conferences/add-participant')[0]?.body).toEqual({
      conferenceSid: 'CF1',
      phonebookEntryId: '33333333-3333-4333-8333-333333333333',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastMessages()).toContain('Calling Escalations. They join the call when they answer.');
    expect(callsTo(calls, 'POST', '/conv/transfers/external')).toHaveLength(0);

    const panel = screen.getByRole('region', { name: 'Call' });
    const participants = within(panel).getByRole('list', { name: 'Participants' });
    expect(within(participants).getByText('Escalations')).toBeInTheDocument();
    fireEvent.click(within(participants).getByRole('button', { name: 'Remove Escalations from the call' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/conv/call-controls/drop-participant')).toHaveLength(1),
    );
    expect(callsTo(calls, 'POST', '/conv/call-controls/drop-participant')[0]?.body).toEqual({
      conferenceSid: 'CF1',
      participantSid: 'CPoutside',
    });
    await waitFor(() => expect(within(participants).queryByText('Escalations')).not.toBeInTheDocument());
  });

  it('offers no typed number without externalTransferToAnyNumber', async () => {
    setupTransferDesk();
    const form = await openExternal();
    expect(within(form).queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument();
  });

  it('transfers to a typed number with externalTransferToAnyNumber, checking it first', async () => {
    answers.external = () => jsonResponse(200, { success: true, callSid: 'CAext', conferenceSid: 'CF1' });
    const { calls } = setupTransferDesk({ externalTransferToAnyNumber: true });
    const form = await openExternal();
    // The phonebook is still there.
    expect(within(form).getAllByRole('radio')).toHaveLength(2);
    const phone = within(form).getByRole('textbox', { name: 'Phone number' });

    fireEvent.change(phone, { target: { value: '555-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(form).findByText('Not a valid phone number. US numbers can be typed without +1.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/conv/transfers/external')).toHaveLength(0);

    // Typing replaces a chosen entry.
    fireEvent.click(within(form).getByRole('radio', { name: /Escalations/ }));
    expect(phone).toHaveValue('');
    fireEvent.change(phone, { target: { value: '(415) 555-0199' } });
    expect(within(form).getByRole('radio', { name: /Escalations/ })).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/transfers/external')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/transfers/external')[0]?.body).toEqual({
      taskSid: 'WT1',
      phoneNumber: '+14155550199',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastMessages()).toContain('Call transferred to +1 (415) 555-0199.');
  });

  it('adds a typed number to the call, and shows a refusal naming the number under the field', async () => {
    answers.external = () =>
      jsonResponse(400, {
        code: 'validation_failed',
        message: 'phoneNumber is not a valid phone number',
        field: 'phoneNumber',
      });
    const { calls } = setupTransferDesk({ externalTransferToAnyNumber: true });
    const form = await openExternal();
    const phone = within(form).getByRole('textbox', { name: 'Phone number' });
    fireEvent.change(phone, { target: { value: '4155550199' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('phoneNumber is not a valid phone number')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Transfer the call' })).toBeInTheDocument();

    fireEvent.change(phone, { target: { value: '4155550199' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add to call' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/conferences/add-participant')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/conferences/add-participant')[0]?.body).toEqual({
      conferenceSid: 'CF1',
      phoneNumber: '+14155550199',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastMessages()).toContain('Calling +1 (415) 555-0199. They join the call when they answer.');
  });
});
