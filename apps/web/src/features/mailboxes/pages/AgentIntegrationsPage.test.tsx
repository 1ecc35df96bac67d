import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { BRAND_MAILBOX, installMailboxServer, makeMailbox } from '../testing/mailbox-server.ts';

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
});
