import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFetch,
  jsonResponse,
  resetApiState,
  shownToasts,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import { useDeskStore } from '../../agent-desktop/state/desk-store.ts';
import { callsTo, installDeskServer, type RestHandler } from '../../agent-desktop/testing/desk-server.ts';
import { renderDesk } from '../../agent-desktop/testing/render-desk.tsx';
import { SearchContactsDocument } from '../../contact-search/api/contact-search.generated.ts';
import { ADA } from '../../contact-search/testing/contact-search-server.ts';
import { DialPadSourcesDocument, type DialPadSourcesQuery } from '../api/outbound-call.generated.ts';
import { startOutboundCall } from '../state/outbound-call.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { makeSnapshot } from '../testing/voice-fixtures.ts';

// Dial pad step 2 (spec 001 §2, §4, §5, §8, §9): the from-number, Go, the wait for the task's
// reservation, accept, create-call, and the call failures with their durations.

vi.setConfig({ testTimeout: 30_000 });

const NUMBERS: DialPadSourcesQuery['getCommunicationSources'] = [
  { source: '+18005550100', internalDisplayName: 'Main line', externalDisplayName: null },
  { source: '+14155550199', internalDisplayName: 'San Francisco', externalDisplayName: null },
];

function outboundTask(taskSid: string) {
  return makeReservation({
    taskSid,
    taskChannelUniqueName: 'voice',
    channelType: 'call',
    attributes: {
      title: 'outbound call',
      taskType: 'Agent Call Task',
      direction: 'outbound',
      triggerCall: true,
      autoAnswer: true,
      contactPhone: '+14155550100',
      name: 'Ada Lovelace',
      parleyVoicePhone: '+14155550199',
    },
  });
}

function setup(rest: Record<string, RestHandler> = {}) {
  const server = installDeskServer({
    graphql: {
      SearchContacts: () =>
        graphqlData(SearchContactsDocument, {
          searchContacts: { kind: 'name', page: 0, hasMore: false, items: [ADA] },
        }),
      DialPadSources: () => graphqlData(DialPadSourcesDocument, { getCommunicationSources: NUMBERS }),
    },
    rest: {
      'GET /conv/conferences/active': () => jsonResponse(200, null),
      'POST /conv/tasks/manual-outbound-call-task': () =>
        jsonResponse(200, { success: true, taskSid: 'WT7' }),
      'POST /conv/tasks/accept': () => jsonResponse(200, { success: true }),
      'POST /conv/conferences/create-call': () =>
        jsonResponse(200, { success: true, canContact: true, callSid: 'CA7', conferenceSid: 'CF7' }),
      ...rest,
    },
  });
  const desk = renderDesk();
  return { ...server, ...desk };
}

/** Dial pad → search 'ada' → her mobile number → step 2. */
async function toStepTwo() {
  fireEvent.click(await screen.findByRole('button', { name: 'Dial pad' }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Search contacts' }), {
    target: { value: 'ada' },
  });
  fireEvent.click(
    await screen.findByRole('button', { name: 'Ada Lovelace +1 (415) 555-0100' }, { timeout: 3000 }),
  );
  return screen.findByRole('dialog', { name: 'Select phone number to dial/message from' });
}

beforeEach(() => {
  resetApiState();
  useVoiceStore.getState().reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('dial pad step 2', () => {
  it('offers the dynamic choice and the brand numbers, then Go places the call', async () => {
    const { calls, emit } = setup();
    const dialog = await toStepTwo();
    const select = within(dialog).getByRole('combobox', { name: 'Select phone number to dial/message from' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('Set dynamically based on contact profile');
    fireEvent.click(select);
    expect(
      await screen.findByRole('option', { name: 'Main line · +1 (800) 555-0100', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'San Francisco · +1 (415) 555-0199', hidden: true }),
    ).toBeInTheDocument();
    // From-number search by digits (Mantine takes a change to an unfocused input for autofill).
    act(() => select.focus());
    fireEvent.change(select, { target: { value: '800' } });
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /San Francisco/, hidden: true })).not.toBeInTheDocument(),
    );
    fireEvent.change(select, { target: { value: '999' } });
    expect(await screen.findByText('No matching phone numbers')).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'San' } });
    expect(await screen.findByRole('option', { name: /San Francisco/, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Main line/, hidden: true })).not.toBeInTheDocument();
    fireEvent.blur(select);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/conv/tasks/manual-outbound-call-task')).toHaveLength(1),
    );
    // Dynamic: the brand number in the contact's area code.
    expect(callsTo(calls, 'POST', '/conv/tasks/manual-outbound-call-task')[0]?.body).toEqual({
      contactPhone: '+14155550100',
      parleyVoicePhone: '+14155550199',
      parleyVoicePhoneFriendlyName: 'San Francisco',
      profileId: ADA.id,
      name: 'Ada Lovelace',
      channel: 'voice',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Another offer meanwhile is only listed; the matching reservation is accepted, then the call placed.
    const other = makeReservation({ attributes: { title: 'Inbound SMS', name: 'Someone Else' } });
    emit('reservation.created', other);
    emit('reservation.created', outboundTask('WT7'));
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/conferences/create-call')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/tasks/accept').map((call) => call.body)).toEqual([
      expect.objectContaining({ taskSid: 'WT7' }),
    ]);
    expect(callsTo(calls, 'POST', '/conv/conferences/create-call')[0]?.body).toEqual({ taskSid: 'WT7' });
    expect(useVoiceStore.getState().conferenceByTask.WT7).toBe('CF7');
    expect(useDeskStore.getState().activeTaskSid).toBe('WT7');
  });

  it('calls from the number chosen', async () => {
    const { calls } = setup();
    const dialog = await toStepTwo();
    const select = within(dialog).getByRole('combobox', { name: 'Select phone number to dial/message from' });
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.click(select);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Main line · +1 (800) 555-0100', hidden: true }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/conv/tasks/manual-outbound-call-task')).toHaveLength(1),
    );
    expect(callsTo(calls, 'POST', '/conv/tasks/manual-outbound-call-task')[0]?.body).toMatchObject({
      parleyVoicePhone: '+18005550100',
    });
  });

  it("refuses Go with 'There is already an active conference' while on a call", async () => {
    const { calls } = setup();
    const dialog = await toStepTwo();
    act(() => {
      useVoiceStore.getState().applySnapshot(makeSnapshot());
    });
    const go = within(dialog).getByRole('button', { name: 'Go' });
    expect(go).toHaveAttribute('aria-disabled', 'true');
    fireEvent.mouseEnter(go);
    expect(await screen.findByText('There is already an active conference')).toBeInTheDocument();
    fireEvent.click(go);
    expect(callsTo(calls, 'POST', '/conv/tasks/manual-outbound-call-task')).toHaveLength(0);
  });
});

describe('call failures (spec 000 §8)', () => {
  it.each([
    ['busy', 'Call failed to connect. Contact phone number is busy', 3_000],
    ['blocked', 'Call failed to connect. This call was blocked by a do-not-call list.', 10_000],
    ['failed', 'Call failed to connect. Contact phone number is unreachable.', 3_000],
    ['invalid', 'Call failed to connect. Contact phone number is invalid', 10_000],
    ['notAllowed', 'Call failed to connect. Contact phone number is blocked or malformed.', 3_000],
    [
      'notAuthorized',
      'Call failed to connect. Contact phone number is in a geography not covered in your account.',
      3_000,
    ],
  ])('create-call refusing with %s shows %s for %i ms', async (reason, text, ms) => {
    const { emit } = setup({
      'POST /conv/conferences/create-call': () =>
        jsonResponse(200, { success: false, canContact: false, reason }),
    });
    await act(async () => {
      await startOutboundCall({ contactPhone: '+14155550100', fromNumber: '+18005550100' });
    });
    emit('reservation.created', outboundTask('WT7'));
    await waitFor(() => expect(toastMessages()).toContain(text));
    expect(shownToasts().find((toast) => toast.message === text)?.autoClose).toBe(ms);
  });

  it('shows the busy text for 3 s when the ringing call ends busy', async () => {
    const { emit } = setup();
    await act(async () => {
      await startOutboundCall({ contactPhone: '+14155550100', fromNumber: '+18005550100' });
    });
    emit('reservation.created', outboundTask('WT7'));
    await waitFor(() => expect(useVoiceStore.getState().conferenceByTask.WT7).toBe('CF7'));
    emit('call.updated', {
      callSid: 'CA7',
      direction: 'outbound',
      from: '+18005550100',
      to: '+14155550005',
      status: 'busy',
      failureReason: null,
      taskSid: 'WT7',
      conferenceSid: 'CF7',
      contactName: 'Ada Lovelace',
      mediaUserId: null,
      createdAt: new Date().toISOString(),
      answeredAt: null,
      endedAt: new Date().toISOString(),
    });
    const text = 'Call failed to connect. Contact phone number is busy';
    await waitFor(() => expect(toastMessages()).toContain(text));
    expect(shownToasts().find((toast) => toast.message === text)?.autoClose).toBe(3_000);
    // Another agent's call of the brand is not this desk's business.
    emit('call.updated', {
      callSid: 'CA8',
      direction: 'outbound',
      status: 'busy',
      taskSid: 'WT8',
      from: '',
      to: '',
    });
    expect(toastMessages().filter((message) => message === text)).toHaveLength(1);
  });
});

describe('waiting for the reservation', () => {
  it("says 'Task failed to be accepted.' when no reservation came within 15 s", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    useDeskStore.getState().reset();
    installFetch(
      withCsrf((call) =>
        call.url === '/conv/tasks/manual-outbound-call-task'
          ? jsonResponse(200, { success: true, taskSid: 'WT7' })
          : jsonResponse(404, {}),
      ),
    );
    await startOutboundCall({ contactPhone: '+14155550100', fromNumber: '+18005550100' });
    expect(useDeskStore.getState().outboundWait).toMatchObject({ taskSid: 'WT7' });
    vi.advanceTimersByTime(14_999);
    expect(toastMessages()).not.toContain('Task failed to be accepted.');
    vi.advanceTimersByTime(1);
    expect(toastMessages()).toContain('Task failed to be accepted.');
  });

  it('says nothing when the task was accepted in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    useDeskStore.getState().reset();
    installFetch(withCsrf(() => jsonResponse(200, { success: true, taskSid: 'WT7' })));
    await startOutboundCall({ contactPhone: '+14155550100', fromNumber: '+18005550100' });
    useDeskStore.getState().applyReservation({ ...outboundTask('WT7'), status: 'accepted' });
    useDeskStore.getState().applyReservation({ ...outboundTask('WT7'), status: 'canceled' });
    vi.advanceTimersByTime(15_000);
    expect(toastMessages()).not.toContain('Task failed to be accepted.');
  });

  it("shows the task-creation text when the task is refused ('Invalid phone number')", async () => {
    useDeskStore.getState().reset();
    installFetch(
      withCsrf(() =>
        jsonResponse(400, {
          code: 'invalid_phone_number',
          message: 'Invalid phone number',
          field: 'contactPhone',
        }),
      ),
    );
    expect(await startOutboundCall({ contactPhone: '12', fromNumber: '+18005550100' })).toBeNull();
    expect(toastMessages()).toContain('Invalid phone number');
    expect(useDeskStore.getState().outboundWait).toBeNull();
  });
});
