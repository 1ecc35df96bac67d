import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { CONTACT_SEARCH_TEXTS } from '@parley/core/contacts/search-texts';
import { FEATURE_FLAG_DEFAULTS } from '@parley/core/users/feature-flags';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import { EventStreamProvider } from '../../../shared/sse/EventStreamProvider.tsx';
import { fakeEventSources } from '../../../shared/sse/testing/fake-event-source.ts';
import { theme } from '../../../shared/theme/theme.ts';
import { makeProfile, signedInSession, TestSession } from '../../../test/session-fixtures.tsx';
import { AgentDeskRuntime } from '../../agent-desktop/components/AgentDeskRuntime.tsx';
import { useDeskStore } from '../../agent-desktop/state/desk-store.ts';
import { callsTo, installDeskServer, variablesOf } from '../../agent-desktop/testing/desk-server.ts';
import { EmbeddingSettingsDocument } from '../api/embedding-settings.generated.ts';
import { resetNotifyParentForTests } from '../state/notify-parent.ts';
import { EmbeddingBridge } from './EmbeddingBridge.tsx';

vi.mock('../../../shared/api/embedded-frame.ts', () => ({
  isInFrame: () => true,
  embeddedFrameHeaders: () => ({ 'x-parley-embedded': '1' }),
}));

const HOST = 'https://crm.example.com';

/** The desk server, plus the brand's embedding settings and the custom-task route. */
function installServer(allowedParentOrigins: string[]) {
  const { calls } = installDeskServer({
    rest: { 'POST /conv/tasks/custom-task': () => jsonResponse(200, { success: true, taskSid: 'WT9' }) },
  });
  const desk = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? init.body : '';
    if (String(input) === '/api/graphql' && body.includes('query EmbeddingSettings')) {
      return graphqlData(EmbeddingSettingsDocument, { embeddingSettings: { allowedParentOrigins } });
    }
    return desk(input, init);
  });
  return calls;
}

function renderBridge(path: string) {
  useDeskStore.getState().reset();
  const sources = fakeEventSources();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/agent',
        element: (
          <>
            <AgentDeskRuntime />
            <EmbeddingBridge deskUser />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <TestSession session={signedInSession(makeProfile({ featureFlags: FEATURE_FLAG_DEFAULTS }))}>
          <EventStreamProvider brandSlug="acme" createEventSource={sources.create}>
            <RouterProvider router={router} />
          </EventStreamProvider>
        </TestSession>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return {
    emit: (name: string, data: unknown) => act(() => sources.latest().emit(name, data)),
  };
}

/** A message from the parent frame (in jsdom the window is its own parent). */
function fromParent(data: unknown, origin = HOST): void {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  });
}

describe('the embedding bridge (spec 001 §6)', () => {
  let posted: [unknown, string][];

  beforeEach(() => {
    resetApiState();
    resetNotifyParentForTests();
    posted = [];
    vi.spyOn(window, 'postMessage').mockImplementation((message: unknown, targetOrigin?: unknown) => {
      posted.push([message, String(targetOrigin)]);
    });
    Object.defineProperty(document, 'referrer', { configurable: true, value: `${HOST}/cases/7` });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    Object.defineProperty(document, 'referrer', { configurable: true, value: '' });
  });

  const actions = () => posted.map(([message]) => (message as { action: string }).action);

  it('tells the allowed parent the status, then each step of an offer, with the contact', async () => {
    installServer([HOST]);
    const { emit } = renderBridge('/agent?embed=generic');
    await waitFor(() => expect(actions()).toEqual(['status-changed']));
    expect(posted[0]).toEqual([
      { source: 'parley', action: 'status-changed', contact: null, status: 'Available' },
      HOST,
    ]);
    await waitFor(() => expect(useDeskStore.getState().loaded).toBe(true));

    const offer = makeReservation({
      attributes: { name: 'Ana Lee', contactPhone: '+14155550107', profileId: 'p-1', title: 'Inbound SMS' },
    });
    emit('reservation.created', offer);
    emit('reservation.updated', { ...offer, status: 'canceled', taskStatus: 'canceled' });
    await waitFor(() => expect(actions()).toContain('task-cancelled'));
    expect(posted.slice(1)).toEqual([
      [
        {
          source: 'parley',
          action: 'task-assigned',
          contact: { profileId: 'p-1', contactPhone: '+14155550107', name: 'Ana Lee', email: null },
          taskSid: offer.taskSid,
        },
        HOST,
      ],
      [expect.objectContaining({ action: 'task-active', taskSid: offer.taskSid }), HOST],
      [expect.objectContaining({ action: 'task-cancelled', taskSid: offer.taskSid }), HOST],
    ]);
  });

  it('posts nothing when the parent is not an allowed origin', async () => {
    installServer(['https://other.example.com']);
    const { emit } = renderBridge('/agent?embed=generic');
    await waitFor(() => expect(useDeskStore.getState().loaded).toBe(true));
    emit('reservation.created', makeReservation());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);
  });

  it('changes the status at the parent’s request, from an allowed origin only', async () => {
    const calls = installServer([HOST]);
    renderBridge('/agent?embed=generic');
    await waitFor(() => expect(actions()).toEqual(['status-changed']));
    const statusChanges = () =>
      calls.filter((call: FetchCall) => String(JSON.stringify(call.body)).includes('UpdateAgentStatus'));

    fromParent({ action: 'change-status', status: 'Break' }, 'https://evil.example.com');
    fromParent({ action: 'change-status', status: 'Coffee' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statusChanges()).toEqual([]);

    fromParent({ action: 'change-status', status: 'break' });
    await waitFor(() => expect(statusChanges()).toHaveLength(1));
    expect(variablesOf(statusChanges()[0])).toEqual({
      updateUserData: { status: 'Break', twilioSid: 'WK1' },
    });
    await waitFor(() => expect(actions()).toEqual(['status-changed', 'status-changed']));
    expect(posted[1]?.[0]).toMatchObject({ action: 'status-changed', status: 'Break' });
  });

  it('creates a task at the parent’s request', async () => {
    const calls = installServer([HOST]);
    renderBridge('/agent?embed=generic');
    await waitFor(() => expect(actions()).toEqual(['status-changed']));
    fromParent({ action: 'create-task', title: 'Call back', attributes: { caseId: 'C-7' } });
    await waitFor(() => expect(callsTo(calls, 'POST', '/conv/tasks/custom-task')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/conv/tasks/custom-task')[0]?.body).toEqual({
      title: 'Call back',
      attributes: { caseId: 'C-7' },
    });
  });

  it('opens the dial pad with the number for a CRM host, not for another host', async () => {
    installServer([HOST]);
    renderBridge('/agent?embed=generic');
    await waitFor(() => expect(actions()).toEqual(['status-changed']));
    fromParent({ action: 'open-dialer', phoneNumber: '+14155550107' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the dial pad prefilled for a CRM host', async () => {
    installServer([HOST]);
    renderBridge('/agent?embed=crm');
    // A command sent before the allowed origins loaded waits for them.
    fromParent({ action: 'open-dialer', phoneNumber: '+14155550107' });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONTACT_SEARCH_TEXTS.dialPadTitle);
    expect(within(dialog).getByDisplayValue('+14155550107')).toBeInTheDocument();
  });
});
