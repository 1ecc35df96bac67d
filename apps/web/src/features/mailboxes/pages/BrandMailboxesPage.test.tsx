import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { BRAND_MAILBOX, callsTo, installMailboxServer, makeMailbox } from '../testing/mailbox-server.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 30_000 });

// The page and the signature editor are lazy chunks: transformed once here, not inside a test's waits.
beforeAll(
  () => Promise.all([import('./BrandMailboxesPage.tsx'), import('../components/SignatureEditor.tsx')]),
  60_000,
);

beforeEach(() => {
  resetApiState();
});

const PATH = '/settings/integrations/brand-mailboxes';
const admin = makeProfile({ roles: ['admin'] });
const supervisor = makeProfile({ roles: ['supervisor'] });

/** A brand IMAP mailbox routed to Support, whose last read failed. */
const SALES_DESK = makeMailbox({
  id: 'mb-sales',
  emailAddress: 'sales@brand.io',
  displayName: 'Brand Sales',
  shared: true,
  queueSid: 'WQ1',
  authorizationStatus: 'DISCONNECTED',
  lastError: 'Could not sign in to imap.brand.io:993: authentication failed',
  signatureHtml: '<p>The Sales team</p><p>Brand Inc.</p>',
});
const OWN = makeMailbox();

async function brandList() {
  return screen.findByRole('region', { name: 'The brand’s mailboxes' }, { timeout: 10_000 });
}

function fill(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label, { exact: false, selector: 'input' }), {
    target: { value },
  });
}

/** Picks an option of this select (each card has a queue select of its own, each with its list). */
async function choose(combobox: HTMLElement, option: string) {
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const found = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('the select’s options are not shown');
    return found;
  });
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('Settings › Integrations › Brand mailboxes', () => {
  it('lists only the brand’s mailboxes, with status, last error and the queue each routes to', async () => {
    installMailboxServer([OWN, BRAND_MAILBOX, SALES_DESK]);
    renderApp(PATH, admin);
    expect(
      await screen.findByRole('heading', { name: 'Brand mailboxes', level: 2 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const list = await brandList();
    expect(within(list).queryByRole('article', { name: 'ada@agent.io' })).toBeNull();

    const sales = within(list).getByRole('article', { name: 'sales@brand.io' });
    expect(within(sales).getByText('Brand Sales · IMAP')).toBeInTheDocument();
    expect(within(sales).getByText('Disconnected')).toBeInTheDocument();
    expect(within(sales).getByText(SALES_DESK.lastError ?? '')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(sales).getByRole('combobox', { name: 'Queue for sales@brand.io' })).toHaveValue(
        'Support',
      ),
    );
    expect(within(sales).getByRole('button', { name: 'Reconnect sales@brand.io' })).toBeInTheDocument();
    expect(within(sales).getByRole('button', { name: 'Sign out of sales@brand.io' })).toBeInTheDocument();

    const support = within(list).getByRole('article', { name: 'support@brand.io' });
    expect(within(support).getByText('Connected')).toBeInTheDocument();
    expect(within(support).getByRole('combobox', { name: 'Queue for support@brand.io' })).toHaveValue('');
    expect(within(support).getByText('Routed by the brand’s rules')).toBeInTheDocument();
    expect(
      await within(support).findByRole('textbox', { name: 'Signature for support@brand.io' }),
    ).toBeInTheDocument();
  });

  it('the Contact Simulator’s mailboxes offer no Sign out', async () => {
    installMailboxServer([BRAND_MAILBOX, SALES_DESK]);
    renderApp(PATH, admin);
    const support = within(await brandList()).getByRole('article', { name: 'support@brand.io' });
    expect(within(support).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out of sales@brand.io' })).toBeInTheDocument();
  });

  it('connecting one sends shared: true with the queue chosen, and lists it', async () => {
    const server = installMailboxServer([BRAND_MAILBOX]);
    renderApp(PATH, admin);
    await brandList();
    fireEvent.click(screen.getByRole('button', { name: 'Connect a brand mailbox' }));
    const form = await screen.findByRole('form', { name: 'Connect a brand mailbox' });
    fill(form, 'Email address', 'Help@Brand.io');
    fill(form, 'Display name', 'Brand Help');
    fill(form, 'IMAP server', 'imap.brand.io');
    fill(form, 'IMAP username', 'help@brand.io');
    fill(form, 'IMAP password', 'secret');
    await choose(within(form).getByRole('combobox', { name: /Queue/ }), 'Sales');
    fireEvent.click(within(form).getByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(callsTo(server.calls, 'POST', '/conv/email/mailboxes/imap')).toHaveLength(1));
    expect(callsTo(server.calls, 'POST', '/conv/email/mailboxes/imap')[0]?.body).toEqual({
      emailAddress: 'Help@Brand.io',
      displayName: 'Brand Help',
      imap: { host: 'imap.brand.io', port: 993, secure: true, user: 'help@brand.io', password: 'secret' },
      smtp: null,
      allowSelfSigned: false,
      shared: true,
      queueSid: 'WQ2',
    });
    await waitFor(() => expect(toastMessages()).toContain('help@brand.io is connected.'));
    const help = await within(await brandList()).findByRole('article', { name: 'help@brand.io' });
    await waitFor(() =>
      expect(within(help).getByRole('combobox', { name: 'Queue for help@brand.io' })).toHaveValue('Sales'),
    );
  });

  it('choosing another queue saves it with PATCH', async () => {
    const server = installMailboxServer([SALES_DESK]);
    renderApp(PATH, admin);
    const sales = within(await brandList()).getByRole('article', { name: 'sales@brand.io' });
    const queue = within(sales).getByRole('combobox', { name: 'Queue for sales@brand.io' });
    await waitFor(() => expect(queue).toHaveValue('Support'));
    await choose(queue, 'Sales');

    await waitFor(() =>
      expect(callsTo(server.calls, 'PATCH', '/conv/email/mailboxes/mb-sales')).toHaveLength(1),
    );
    expect(callsTo(server.calls, 'PATCH', '/conv/email/mailboxes/mb-sales')[0]?.body).toEqual({
      queueSid: 'WQ2',
    });
    await waitFor(() => expect(toastMessages()).toContain('sales@brand.io now routes to Sales.'));
    await waitFor(() => expect(queue).toHaveValue('Sales'));
  });

  it('supervisors see the mailboxes and where they route, with nothing to press', async () => {
    const server = installMailboxServer([OWN, BRAND_MAILBOX, SALES_DESK]);
    renderApp(PATH, supervisor);
    const list = await brandList();
    expect(screen.getByText(/Only admins connect and change them\./)).toBeInTheDocument();
    const sales = within(list).getByRole('article', { name: 'sales@brand.io' });
    expect(await within(sales).findByText('Routes to Support')).toBeInTheDocument();
    expect(within(sales).getByText(/The Sales team/)).toBeInTheDocument();
    const support = within(list).getByRole('article', { name: 'support@brand.io' });
    expect(within(support).getByText('Routed by the brand’s rules')).toBeInTheDocument();
    expect(within(support).getByText('No signature')).toBeInTheDocument();

    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(within(list).queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Connect a brand mailbox' })).toBeNull();
    expect(server.calls.filter((call) => call.method !== 'GET' && !call.url.includes('graphql'))).toEqual([]);
  });

  it('with none yet, says what a brand mailbox is; admins may connect one from there', async () => {
    installMailboxServer([OWN]);
    renderApp(PATH, admin);
    expect(
      await screen.findByText('No brand mailbox yet', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/an address your customers write to, not any one agent’s/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Connect a brand mailbox' })).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'ada@agent.io' })).toBeNull();
  });
});
