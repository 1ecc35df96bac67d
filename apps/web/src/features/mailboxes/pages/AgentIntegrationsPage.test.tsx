import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { BRAND_MAILBOX, callsTo, installMailboxServer, makeMailbox } from '../testing/mailbox-server.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  resetApiState();
});

describe('where My Settings › Integrations shows', () => {
  it('Settings › My Settings › Integrations', async () => {
    installMailboxServer([BRAND_MAILBOX, makeMailbox()]);
    renderApp(
      '/settings/my-settings/agent-integrations',
      makeProfile({ roles: ['admin'], featureFlags: { email: true } }),
    );
    expect(await screen.findByRole('heading', { name: 'Integrations', level: 2 })).toBeInTheDocument();
    const own = await screen.findByRole('region', { name: 'Your mailboxes' });
    expect(within(own).getByRole('article', { name: 'ada@agent.io' })).toBeInTheDocument();
  });

  it('the desk’s /agent/my-settings, with the email flag on', async () => {
    installMailboxServer([makeMailbox()]);
    renderApp('/agent/my-settings', makeProfile({ featureFlags: { email: true } }));
    const section = await screen.findByRole('region', { name: 'Integrations' });
    expect(await within(section).findByRole('article', { name: 'ada@agent.io' })).toBeInTheDocument();
  });

  it('completes a Gmail connection the provider sent back, in the session, and cleans the address', async () => {
    const gmail = makeMailbox({ id: 'mb-g', emailAddress: 'ada@gmail.test', emailIntegrationType: 'GMAIL' });
    const { calls } = installMailboxServer([], {
      'POST /conv/gmail-integration/oauth-complete': () => jsonResponse(201, gmail),
    });
    const { router } = renderApp(
      '/settings/my-settings/agent-integrations?provider=gmail&code=c1&state=s1',
      makeProfile({ roles: ['admin'], featureFlags: { email: true } }),
    );
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/conv/gmail-integration/oauth-complete')).toHaveLength(1),
    );
    expect(callsTo(calls, 'POST', '/conv/gmail-integration/oauth-complete')[0]?.body).toEqual({
      code: 'c1',
      state: 's1',
    });
    await waitFor(() => expect(toastMessages()).toContain('ada@gmail.test is connected.'));
    expect(router.state.location.search).toBe('');
  });
});
