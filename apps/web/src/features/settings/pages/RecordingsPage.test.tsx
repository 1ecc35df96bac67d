import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  graphqlError,
  sentOperationName,
  sentVariables,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import {
  CallRecordingsDocument,
  type CallRecordingsQuery,
  DeleteCallRecordingDocument,
} from '../api/call-recordings.generated.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 20_000 });

// The first visit of a page loads its chunk, which vite transforms on demand in tests.
const PAGE_LOAD = { timeout: 10_000 };
const PATH = '/settings/recordings';

type CallRecording = CallRecordingsQuery['callRecordings'][number];

/** A GraphQL error for anything the fake does not script. */
const unexpected = (call: FetchCall) =>
  graphqlError(`unexpected ${sentOperationName(call)}`, { code: 'internal', status: 500 });

function recording(id: string, overrides: Partial<CallRecording> = {}): CallRecording {
  return {
    id,
    conferenceSid: `CF${id}`,
    taskSid: `WT${id}`,
    agentUserId: 'u1',
    agentName: 'Alex Agent',
    contactPhone: '+14155550161',
    mimeType: 'audio/webm',
    sizeBytes: 48_128,
    durationSeconds: 75.4,
    startedAt: '2025-03-04T15:05:00.000Z',
    createdAt: '2025-03-04T15:07:00.000Z',
    audioUrl: `/api/call-recordings/${id}/audio`,
    ...overrides,
  };
}

function recordingsServer(pages: CallRecording[][]) {
  return installFetch(
    withCsrf((call: FetchCall) => {
      const listed = sentVariables(call, CallRecordingsDocument);
      if (listed) {
        return graphqlData(CallRecordingsDocument, { callRecordings: pages[listed.page ?? 0] ?? [] });
      }
      return unexpected(call);
    }),
  );
}

/** One page of `rows`; deleteCallRecording removes the row, or answers `failure` (a GraphQL error) when given. */
function deletingServer(rows: CallRecording[], failure?: { message: string; code: string; status: number }) {
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      const deleted = sentVariables(call, DeleteCallRecordingDocument);
      if (deleted) {
        if (failure) {
          const { message, ...extensions } = failure;
          return graphqlError(message, { ...extensions, field: 'id' });
        }
        const id = String(deleted.id);
        rows.splice(
          rows.findIndex((row) => row.id === id),
          1,
        );
        return graphqlData(DeleteCallRecordingDocument, { deleteCallRecording: id });
      }
      if (sentVariables(call, CallRecordingsDocument)) {
        return graphqlData(CallRecordingsDocument, { callRecordings: [...rows] });
      }
      return unexpected(call);
    }),
  );
  const deletes = () => callsOf(calls, DeleteCallRecordingDocument);
  return { deletes };
}

const supervisor = makeProfile({ roles: ['supervisor'] });
const admin = makeProfile({ roles: ['admin'] });

beforeEach(() => {
  resetApiState();
});

describe('Settings › Recordings', () => {
  it('says plainly when nothing was recorded', async () => {
    recordingsServer([[]]);
    renderApp(PATH, supervisor);
    expect(await screen.findByText('No calls have been recorded yet.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recordings' })).toBeInTheDocument();
  });

  it('lists the recordings with agent, contact, duration, size, task and a player each; pages on', async () => {
    const first = Array.from({ length: 25 }, (_, i) => recording(`r${i}`));
    const { calls } = recordingsServer([first, [recording('old', { agentName: 'Sam Senior' })]]);
    renderApp(PATH, supervisor);
    const table = await screen.findByRole('table', { name: 'Recordings' }, PAGE_LOAD);
    const rows = within(table).getAllByTestId('call-recording-row');
    expect(rows).toHaveLength(25);
    const row = rows[0] as HTMLElement;
    expect(row).toHaveTextContent(/Alex Agent.*\(415\) 555-0161.*1:15.*47\.0 KB.*WTr0/);
    const player = within(row).getByLabelText(/^Recording of /);
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', '/api/call-recordings/r0/audio');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Sam Senior')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(sentVariablesOf(calls, CallRecordingsDocument)).toEqual([
      { page: 0, size: 25 },
      { page: 1, size: 25 },
    ]);
  });

  it('lets an admin delete a recording once confirmed: a toast, and the row is gone', async () => {
    const server = deletingServer([recording('r1'), recording('r2', { agentName: 'Sam Senior' })]);
    renderApp(PATH, admin);
    const table = await screen.findByRole('table', { name: 'Recordings' }, PAGE_LOAD);
    expect(within(table).getAllByTestId('call-recording-row')).toHaveLength(2);
    const [first] = within(table).getAllByRole('button', { name: /^Delete recording of / });
    fireEvent.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this recording?' });
    expect(dialog).toHaveTextContent('Its audio is removed for good');
    expect(server.deletes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toastMessages()).toContain('Recording deleted.'));
    expect(server.deletes().map((call) => sentVariables(call, DeleteCallRecordingDocument))).toEqual([
      { id: 'r1' },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('call-recording-row')).toHaveLength(1));
    expect(screen.getByTestId('call-recording-row')).toHaveTextContent('Sam Senior');
  });

  it('keeps the row and toasts the refusal when the delete fails', async () => {
    deletingServer([recording('r1')], { message: 'Recording not found', code: 'not_found', status: 404 });
    renderApp(PATH, admin);
    fireEvent.click(await screen.findByRole('button', { name: /^Delete recording of / }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this recording?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toastMessages()).toContain('Recording not found'));
    expect(toastMessages()).not.toContain('Recording deleted.');
    expect(screen.getAllByTestId('call-recording-row')).toHaveLength(1);
  });

  it('steps back a page when the last recording of a later page is deleted', async () => {
    const rows = [
      ...Array.from({ length: 25 }, (_, i) => recording(`r${i}`)),
      recording('old', { agentName: 'Sam Senior' }),
    ];
    installFetch(
      withCsrf((call: FetchCall) => {
        const deleted = sentVariables(call, DeleteCallRecordingDocument);
        if (deleted) {
          const id = String(deleted.id);
          rows.splice(
            rows.findIndex((row) => row.id === id),
            1,
          );
          return graphqlData(DeleteCallRecordingDocument, { deleteCallRecording: id });
        }
        const listed = sentVariables(call, CallRecordingsDocument);
        if (!listed) return unexpected(call);
        const start = (listed.page ?? 0) * 25;
        return graphqlData(CallRecordingsDocument, { callRecordings: rows.slice(start, start + 25) });
      }),
    );
    renderApp(PATH, admin);
    await screen.findByRole('table', { name: 'Recordings' }, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Sam Senior')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Delete recording of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this recording?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.getAllByTestId('call-recording-row')).toHaveLength(25));
    expect(screen.queryByText('Sam Senior')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('shows supervisors no Delete: the list is read-only for them', async () => {
    deletingServer([recording('r1')]);
    renderApp(PATH, supervisor);
    expect(await screen.findByRole('table', { name: 'Recordings' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Only admins can delete recordings\./)).toBeInTheDocument();
  });
});
