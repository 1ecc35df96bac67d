import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BRAND_MAILBOX, callsTo, installMailboxServer, makeMailbox } from '../testing/mailbox-server.ts';
import { AgentIntegrations } from './AgentIntegrations.tsx';

vi.setConfig({ testTimeout: 20_000 });

// The signature editor is a lazy chunk (TipTap): transformed once here, not inside a test's waits.
beforeAll(() => import('./SignatureEditor.tsx'), 60_000);

beforeEach(() => {
  resetApiState();
});

const DISCONNECTED = makeMailbox({
  id: 'mb-old',
  emailAddress: 'ada@old-mail.io',
  displayName: null,
  authorizationStatus: 'DISCONNECTED',
  lastError: 'Could not sign in to imap.old-mail.io:993: authentication failed',
});

async function openConnectForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Connect IMAP' }));
  return screen.findByRole('form', { name: 'Connect an IMAP mailbox' });
}

function fill(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label, { exact: false, selector: 'input' }), {
    target: { value },
  });
}

describe('My Settings › Integrations', () => {
  it('lists the agent’s own mailboxes with their status, and the brand’s read-only', async () => {
    installMailboxServer([BRAND_MAILBOX, makeMailbox(), DISCONNECTED]);
    renderWithProviders(<AgentIntegrations />);

    const own = await screen.findByRole('region', { name: 'Your mailboxes' });
    const ada = within(own).getByRole('article', { name: 'ada@agent.io' });
    expect(within(ada).getByText('Connected')).toBeInTheDocument();
    expect(within(ada).getByText('Ada Lovelace · IMAP')).toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: 'Reconnect ada@agent.io' })).toBeNull();
    const old = within(own).getByRole('article', { name: 'ada@old-mail.io' });
    expect(within(old).getByText('Disconnected')).toBeInTheDocument();
    expect(within(old).getByText(DISCONNECTED.lastError ?? '')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Reconnect ada@old-mail.io' })).toBeInTheDocument();
    expect(within(own).queryByText('support@brand.io')).toBeNull();

    const shared = screen.getByRole('list', { name: 'Brand mailboxes you answer from' });
    expect(within(shared).getByText('support@brand.io')).toBeInTheDocument();
    expect(within(shared).queryByRole('button')).toBeNull();

    // OAuth providers are not offered by this server: said plainly, never a button that pretends.
    const gmail = screen.getByRole('article', { name: 'Gmail' });
    expect(within(gmail).getByText('Not available on this server yet')).toBeInTheDocument();
    expect(within(gmail).getByRole('button', { name: 'Connect Gmail' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connect Outlook' })).toBeDisabled();
  });

  it('without a mailbox of their own, says what connecting one gives them', async () => {
    installMailboxServer([BRAND_MAILBOX]);
    renderWithProviders(<AgentIntegrations />);
    const own = await screen.findByRole('region', { name: 'Your mailboxes' });
    expect(within(own).getByText('No mailbox connected yet')).toBeInTheDocument();
    expect(
      within(own).getByText(/start emails from a contact's profile and from the dial pad/),
    ).toBeInTheDocument();
    expect(within(own).getByText('You must connect an email account to send an email')).toBeInTheDocument();
  });

  it('the connect form names each field core’s schema refuses, and sends nothing', async () => {
    const server = installMailboxServer([]);
    renderWithProviders(<AgentIntegrations />);
    const form = await openConnectForm();
    // Sensible defaults: IMAP over SSL on 993, sending through the same server.
    expect(within(form).getByLabelText('IMAP port', { exact: false, selector: 'input' })).toHaveValue('993');
    expect(within(form).getByRole('checkbox', { name: /IMAP over SSL\/TLS/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Send with the same server and login/ })).toBeChecked();

    fill(form, 'Email address', 'not-an-address');
    fill(form, 'IMAP port', '');
    fireEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByText('Email address must be a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('IMAP server is required')).toBeInTheDocument();
    expect(within(form).getByText('IMAP port is required')).toBeInTheDocument();
    expect(within(form).getByText('IMAP username is required')).toBeInTheDocument();
    expect(within(form).getByText('IMAP password is required')).toBeInTheDocument();

    // SSL off moves the usual port to STARTTLS's; separate SMTP starts from the IMAP login.
    fill(form, 'IMAP port', '993');
    fireEvent.click(within(form).getByRole('checkbox', { name: /IMAP over SSL\/TLS/ }));
    expect(within(form).getByLabelText('IMAP port', { exact: false, selector: 'input' })).toHaveValue('143');
    fill(form, 'IMAP server', 'imap.example.com');
    fill(form, 'IMAP username', 'ada');
    fireEvent.click(within(form).getByRole('checkbox', { name: /Send with the same server and login/ }));
    expect(within(form).getByLabelText('SMTP server', { exact: false, selector: 'input' })).toHaveValue(
      'smtp.example.com',
    );
    expect(within(form).getByLabelText('SMTP port', { exact: false, selector: 'input' })).toHaveValue('587');
    expect(within(form).getByLabelText('SMTP username', { exact: false, selector: 'input' })).toHaveValue(
      'ada',
    );
    expect(callsTo(server.calls, 'POST', '/conv/email/mailboxes/imap')).toHaveLength(0);
  });

  it('a server refusal naming imap.password shows under that field; a success toasts and lists the mailbox', async () => {
    let refuse = true;
    const server = installMailboxServer([], {
      'POST /conv/email/mailboxes/imap': () =>
        refuse
          ? jsonResponse(400, {
              code: 'validation_error',
              field: 'imap.password',
              message: 'Could not sign in to imap.example.com:993 as ada@agent.io: authentication failed',
            })
          : undefined,
    });
    renderWithProviders(<AgentIntegrations />);
    const form = await openConnectForm();
    fill(form, 'Email address', 'Ada@Agent.io');
    fill(form, 'IMAP server', 'imap.example.com');
    fill(form, 'IMAP username', 'ada@agent.io');
    fill(form, 'IMAP password', 'wrong');
    fireEvent.click(within(form).getByRole('button', { name: 'Connect' }));

    const password = within(form).getByLabelText('IMAP password', { exact: false, selector: 'input' });
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('Could not sign in to imap.example.com:993 as ada@agent.io'),
      ),
    );
    expect(password).toHaveAttribute('data-invalid', 'true');
    const [sent] = callsTo(server.calls, 'POST', '/conv/email/mailboxes/imap');
    expect(sent?.body).toEqual({
      emailAddress: 'Ada@Agent.io',
      displayName: null,
      imap: { host: 'imap.example.com', port: 993, secure: true, user: 'ada@agent.io', password: 'wrong' },
      smtp: null,
      allowSelfSigned: false,
    });

    refuse = false;
    fill(form, 'IMAP password', 'right');
    fireEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    // The server stores the address lowercased (core's schema); the toast names what it answered.
    await waitFor(() => expect(toastMessages()).toContain('ada@agent.io is connected.'));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Connect an IMAP mailbox' })).toBeNull());
    const own = screen.getByRole('region', { name: 'Your mailboxes' });
    expect(await within(own).findByRole('article', { name: 'ada@agent.io' })).toBeInTheDocument();
  });

  it('Reconnect opens the form with the mailbox’s address, kept as it is', async () => {
    installMailboxServer([DISCONNECTED]);
    renderWithProviders(<AgentIntegrations />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reconnect ada@old-mail.io' }));
    const form = await screen.findByRole('form', { name: 'Connect an IMAP mailbox' });
    const address = within(form).getByLabelText('Email address', { exact: false, selector: 'input' });
    expect(address).toHaveValue('ada@old-mail.io');
    expect(address).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('IMAP username', { exact: false, selector: 'input' })).toHaveValue(
      'ada@old-mail.io',
    );
    expect(within(form).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
  });

  it('Sign out asks first, then signs out', async () => {
    const server = installMailboxServer([makeMailbox()]);
    renderWithProviders(<AgentIntegrations />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of ada@agent.io' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of ada@agent.io?' });
    expect(callsTo(server.calls, 'POST', '/conv/email/mailboxes/mb-ada/sign-out')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() =>
      expect(callsTo(server.calls, 'POST', '/conv/email/mailboxes/mb-ada/sign-out')).toHaveLength(1),
    );
    const card = screen.getByRole('article', { name: 'ada@agent.io' });
    expect(await within(card).findByText('Signed out')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Sign out of ada@agent.io' })).toBeNull();
    expect(toastMessages()).toContain('Signed out of ada@agent.io.');
  });

  it('saves the signature with PATCH', async () => {
    const server = installMailboxServer([makeMailbox({ signatureHtml: '<p>Ada</p>' })]);
    renderWithProviders(<AgentIntegrations />);
    const editor = await screen.findByRole('textbox', { name: 'Signature for ada@agent.io' });
    expect(editor).toHaveTextContent('Ada');
    const save = screen.getByRole('button', { name: 'Save signature' });
    expect(save).toBeDisabled();

    // TipTap keeps its editor on its element; jsdom cannot type into ProseMirror.
    const tiptap = (editor as HTMLElement & { editor: Editor }).editor;
    tiptap.commands.setContent('<p>Ada Lovelace, <strong>Support</strong></p>');
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);

    await waitFor(() => expect(toastMessages()).toContain('Signature saved.'));
    const [patch] = callsTo(server.calls, 'PATCH', '/conv/email/mailboxes/mb-ada');
    expect(patch?.body).toEqual({ signatureHtml: '<p>Ada Lovelace, <strong>Support</strong></p>' });
    expect(save).toBeDisabled();
  });
});
