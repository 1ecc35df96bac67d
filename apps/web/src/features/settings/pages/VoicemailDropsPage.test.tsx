import type { VoicemailDrop } from '@parley/core/voice/voicemail-drops';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { installDeskServer } from '../../agent-desktop/testing/desk-server.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 20_000 });

// The first visit of a page loads its chunk, which vite transforms on demand in tests.
const PAGE_LOAD = { timeout: 10_000 };
const PATH = '/settings/my-settings/agent-recordings';
const AT = '2025-03-04T15:05:00.000Z';

function drop(id: string, name: string, overrides: Partial<VoicemailDrop> = {}): VoicemailDrop {
  return {
    id,
    name,
    mimeType: 'audio/wav',
    sizeBytes: 48_044,
    durationSeconds: 3,
    audioUrl: `/api/voicemail-drops/${id}/audio`,
    createdAt: AT,
    ...overrides,
  };
}

/** A fake /api/voicemail-drops over `drops`: list, multipart upload (or `refuse` it), delete. */
function dropsServer(drops: VoicemailDrop[], refuse?: { status: number; body: unknown }) {
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      if (call.url === '/api/voicemail-drops' && call.method === 'GET') {
        return jsonResponse(200, { items: [...drops] });
      }
      if (call.url === '/api/voicemail-drops' && call.method === 'POST') {
        if (refuse) return jsonResponse(refuse.status, refuse.body);
        const form = call.body as FormData;
        const file = form.get('file') as File;
        const created = drop(`d${drops.length + 1}`, String(form.get('name')), {
          mimeType: 'audio/mpeg',
          sizeBytes: file.size,
          durationSeconds: null,
        });
        drops.unshift(created);
        return jsonResponse(201, created);
      }
      const deleting = /^\/api\/voicemail-drops\/([^/]+)$/.exec(call.url);
      if (deleting && call.method === 'DELETE') {
        drops.splice(
          drops.findIndex((d) => d.id === deleting[1]),
          1,
        );
        return new Response(null, { status: 204 });
      }
      return jsonResponse(404, { code: 'not_found', message: `unexpected ${call.method} ${call.url}` });
    }),
  );
  const uploads = () => calls.filter((call) => call.url === '/api/voicemail-drops' && call.method === 'POST');
  return { calls, uploads };
}

const supervisor = makeProfile({ roles: ['supervisor'] });

function chooseFile(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => {
  resetApiState();
});

describe('My Settings › My Pre-recorded Voicemail Drops', () => {
  it('lists the drops with a player for each, and deletes one once confirmed', async () => {
    const server = dropsServer([
      drop('d1', 'Friendly greeting'),
      drop('d2', 'After hours', { durationSeconds: 75.4 }),
    ]);
    renderApp(PATH, supervisor);
    await screen.findByText('Friendly greeting', {}, PAGE_LOAD);
    expect(screen.getByRole('heading', { name: 'My Pre-recorded Voicemail Drops' })).toBeInTheDocument();
    const player = screen.getByLabelText('Play Friendly greeting');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', '/api/voicemail-drops/d1/audio');
    const afterHours = screen.getByText('After hours').closest('tr');
    if (!afterHours) throw new Error('no row');
    expect(within(afterHours).getByText('1:15')).toBeInTheDocument();
    expect(within(afterHours).getByText('47 KB')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete After hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this voicemail drop?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('After hours')).not.toBeInTheDocument());
    expect(
      server.calls.some((call) => call.method === 'DELETE' && call.url === '/api/voicemail-drops/d2'),
    ).toBe(true);
    await waitFor(() => expect(toastMessages()).toContain('Voicemail drop deleted.'));
  });

  it('uploads a named audio file as multipart, after checking it here first', async () => {
    const server = dropsServer([]);
    const { container } = renderApp(PATH, supervisor);
    expect(await screen.findByText('No voicemail drops yet.', {}, PAGE_LOAD)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Upload a recording' });

    fireEvent.click(within(form).getByRole('button', { name: 'Upload a recording' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Choose an audio file')).toBeInTheDocument();
    chooseFile(container, new File(['a,b'], 'contacts.csv', { type: 'text/csv' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Upload a recording' }));
    expect(await within(form).findByText('The file must be WAV, MP3, WebM or Ogg audio')).toBeInTheDocument();
    expect(server.uploads()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Callback please' } });
    chooseFile(container, new File(['ID3 mp3'], 'callback.mp3', { type: 'audio/mpeg' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Upload a recording' }));
    expect(await screen.findByText('Callback please')).toBeInTheDocument();
    const sent = server.uploads()[0]?.body as FormData;
    expect(sent.get('name')).toBe('Callback please');
    expect((sent.get('file') as File).name).toBe('callback.mp3');
    expect(screen.getByLabelText('Play Callback please')).toHaveAttribute(
      'src',
      '/api/voicemail-drops/d1/audio',
    );
    await waitFor(() => expect(toastMessages()).toContain('Voicemail drop uploaded.'));
    // The form is ready for the next one.
    await waitFor(() => expect(within(form).getByLabelText(/^Name/)).toHaveValue(''));
  });

  it('shows the server’s refusal under the field it names', async () => {
    dropsServer([], {
      status: 409,
      body: { code: 'conflict', field: 'name', message: 'You already have a voicemail drop with this name' },
    });
    const { container } = renderApp(PATH, supervisor);
    await screen.findByText('No voicemail drops yet.', {}, PAGE_LOAD);
    const form = screen.getByRole('form', { name: 'Upload a recording' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Greeting' } });
    chooseFile(container, new File(['RIFF'], 'greeting.wav', { type: 'audio/wav' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Upload a recording' }));
    expect(
      await within(form).findByText('You already have a voicemail drop with this name'),
    ).toBeInTheDocument();
  });
});

describe('/agent/my-settings: agents reach their drops from the desk (spec 001 §2)', () => {
  const agentWithDrops = makeProfile({ roles: ['agent'], featureFlags: { hasPreRecordedVmDrops: true } });

  async function openStatusMenu() {
    fireEvent.click(await screen.findByRole('button', { name: /^Status/ }, PAGE_LOAD));
    return screen.findByRole('menu');
  }

  it('opens My Settings from the status menu, with My Pre-recorded Voicemail Drops', async () => {
    installDeskServer({
      rest: {
        'GET /api/voicemail-drops': () => jsonResponse(200, { items: [drop('d1', 'Friendly greeting')] }),
        'GET /conv/conferences/active': () => jsonResponse(200, null),
      },
    });
    const { router } = renderApp('/agent', agentWithDrops);
    await openStatusMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My Settings', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/my-settings'));
    expect(await screen.findByRole('heading', { name: 'My Settings' }, PAGE_LOAD)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'My Pre-recorded Voicemail Drops' });
    expect(await within(section).findByText('Friendly greeting')).toBeInTheDocument();
    expect(within(section).getByLabelText('Play Friendly greeting')).toHaveAttribute(
      'src',
      '/api/voicemail-drops/d1/audio',
    );
    expect(within(section).getByRole('form', { name: 'Upload a recording' })).toBeInTheDocument();
  });

  it('offers My Settings only with email or voicemail drops, and not when the host hides agent settings', async () => {
    installDeskServer({ rest: { 'GET /conv/conferences/active': () => jsonResponse(200, null) } });
    const first = renderApp('/agent', makeProfile({ roles: ['agent'] }));
    await openStatusMenu();
    expect(await screen.findByRole('menuitem', { name: 'Log out', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'My Settings', hidden: true })).not.toBeInTheDocument();
    first.unmount();

    renderApp('/agent?embed=rize', agentWithDrops);
    await openStatusMenu();
    expect(await screen.findByRole('menuitem', { name: 'Log out', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'My Settings', hidden: true })).not.toBeInTheDocument();
  });

  it('says there is nothing to set without the sections’ flags', async () => {
    installDeskServer({ rest: { 'GET /conv/conferences/active': () => jsonResponse(200, null) } });
    renderApp('/agent/my-settings', makeProfile({ roles: ['agent'] }));
    expect(await screen.findByRole('heading', { name: 'My Settings' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('There is nothing to set here for you yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Pre-recorded Voicemail Drops' })).not.toBeInTheDocument();
  });
});
