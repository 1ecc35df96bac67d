import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { callsTo } from '../../agent-desktop/testing/desk-server.ts';
import { renderDesk } from '../../agent-desktop/testing/render-desk.tsx';
import { emailTask, makeEmailMessage } from '../testing/email-fixtures.ts';
import { formValues, installEmailServer } from '../testing/email-server.ts';

// The composer is a lazy chunk (TipTap) that the desk loads on the first Reply: transformed here
// once, so the first test's waits are not spent on it.
beforeAll(() => import('./EmailComposer.tsx'), 60_000);

beforeEach(() => {
  resetApiState();
});

const contactMail = () =>
  makeEmailMessage({
    subject: 'Re: Order 42',
    to: ['support@brand.io', 'Ada@Agent.io', 'pat@contact.io'],
    cc: ['ada@agent.io', 'pat@contact.io', 'boss@contact.io'],
    text: 'Where is my order?',
  });

async function openComposer(button: 'Reply' | 'Reply all' | 'Forward', formName: string) {
  const region = await screen.findByRole('region', { name: 'Email thread' });
  fireEvent.click(await within(region).findByRole('button', { name: button }));
  return screen.findByRole('form', { name: formName });
}

function recipients(form: HTMLElement, label: 'To' | 'Cc' | 'Bcc'): string[] {
  const input = within(form).getByLabelText(label, { selector: 'input' });
  const field = input.closest('.mantine-InputWrapper-root') ?? input.parentElement;
  return [...(field?.querySelectorAll('.mantine-Pill-label') ?? [])].map((pill) => pill.textContent ?? '');
}

describe('the email composer', () => {
  it('reply all: the sender and the others, never the agent’s own addresses, once each; no second Re:', async () => {
    installEmailServer({ task: emailTask(), messages: [contactMail()] });
    renderDesk();
    const form = await openComposer('Reply all', 'Reply');
    expect(recipients(form, 'To')).toEqual(['grace@contact.io', 'pat@contact.io']);
    expect(recipients(form, 'Cc')).toEqual(['boss@contact.io']);
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Order 42');
    // The thread's mailbox is the first to send from; its signature is in the body once, above the quote.
    expect(within(form).getByLabelText('From', { selector: 'input' })).toHaveValue(
      'Brand Support <support@brand.io>',
    );
    const body = await within(form).findByRole('textbox', { name: 'Message' });
    expect(body.textContent?.match(/The Brand team/g)).toHaveLength(1);
    expect(body.querySelector('blockquote')?.textContent).toContain('Where is my order?');
  });

  it('forward: Fwd: once, nobody to send to yet', async () => {
    installEmailServer({ task: emailTask(), messages: [makeEmailMessage({ subject: 'FW: Order 42' })] });
    renderDesk();
    const form = await openComposer('Forward', 'Forward');
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('Fwd: Order 42');
    expect(recipients(form, 'To')).toEqual([]);
  });

  it('saves the draft as the agent types (debounced) and restores it after a reload', async () => {
    const parent = contactMail();
    const server = installEmailServer({ task: emailTask(), messages: [parent] });
    const first = renderDesk();
    const form = await openComposer('Reply', 'Reply');
    const subject = within(form).getByRole('textbox', { name: 'Subject' });
    fireEvent.change(subject, { target: { value: 'Re: Order 42 (shipping)' } });
    fireEvent.change(subject, { target: { value: 'Re: Order 42 (shipping date)' } });
    const puts = () => callsTo(server.calls, 'PUT', `/conv/email/tasks/${emailTaskSid(server)}/draft`);
    expect(puts()).toHaveLength(0);
    expect(within(form).queryByText('Draft saved')).toBeNull();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({
      subject: 'Re: Order 42 (shipping date)',
      senderEmail: 'support@brand.io',
      emailIntegrationType: 'SIMULATOR',
      to: ['grace@contact.io'],
      inReplyToRvMessageId: parent.rvEmailMessageId,
      isForwarding: false,
    });
    expect(await within(form).findByText('Draft saved')).toBeInTheDocument();

    first.unmount();
    renderDesk();
    const restored = await screen.findByRole('form', { name: 'Reply' });
    expect(within(restored).getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Re: Order 42 (shipping date)',
    );
    expect(recipients(restored, 'To')).toEqual(['grace@contact.io']);
    const body = await within(restored).findByRole('textbox', { name: 'Message' });
    expect(body.textContent?.match(/The Brand team/g)).toHaveLength(1);
  });

  it('sends: pending while it goes, then the composer clears and the thread is read again', async () => {
    const parent = contactMail();
    const held: { answer: (() => void) | null } = { answer: null };
    const server = installEmailServer({
      task: emailTask(),
      messages: [parent],
      rest: {
        'POST /conv/email/new-message': () =>
          new Promise((resolve) => {
            held.answer = () =>
              resolve(
                jsonResponse(200, {
                  emailMessageIdentifiers: { rvEmailMessageId: 'EM1', rvThreadId: parent.rvThreadId },
                }),
              );
          }),
      },
    });
    renderDesk();
    const form = await openComposer('Reply', 'Reply');
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    // spec 000 §4: pending while it goes: the button says so and the fields are read-only.
    expect(await within(form).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveAttribute('readonly');
    await waitFor(() => expect(held.answer).not.toBeNull());
    held.answer?.();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Reply' })).toBeNull());
    const [sent] = callsTo(server.calls, 'POST', '/conv/email/new-message');
    expect(formValues(sent, 'to[]')).toEqual(['grace@contact.io']);
    expect(formValues(sent, 'senderEmail')).toEqual(['support@brand.io']);
    expect(formValues(sent, 'emailIntegrationType')).toEqual(['SIMULATOR']);
    expect(formValues(sent, 'inReplyToRvMessageId')).toEqual([parent.rvEmailMessageId]);
    expect(formValues(sent, 'subject')).toEqual(['Re: Order 42']);
    await waitFor(() => expect(callsTo(server.calls, 'GET', threadPath(server))).toHaveLength(2));
  });

  it('forward success says so', async () => {
    installEmailServer({
      task: emailTask(),
      messages: [contactMail()],
      rest: {
        'POST /conv/email/new-message': () =>
          jsonResponse(200, { emailMessageIdentifiers: { rvEmailMessageId: 'EM1', rvThreadId: 'ET1' } }),
      },
    });
    renderDesk();
    const form = await openComposer('Forward', 'Forward');
    const to = within(form).getByLabelText('To', { selector: 'input' });
    // Mantine takes a change to an input without focus for autofill and ignores it.
    to.focus();
    fireEvent.change(to, { target: { value: 'lin@partner.io' } });
    fireEvent.keyDown(to, { key: 'Enter' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastMessages()).toContain('Email was forwarded successfully.'));
  });

  it('a 422 asks the agent to reauthorize, with a link to My Settings', async () => {
    installEmailServer({
      task: emailTask(),
      messages: [contactMail()],
      rest: {
        'POST /conv/email/new-message': () =>
          jsonResponse(422, {
            code: 'email_integration_unauthorized',
            message: 'Please go to My Settings and reauthorize your Gmail Integration.',
            details: { integration: 'GMAIL', emailAddress: 'ada@agent.io' },
          }),
      },
    });
    renderDesk();
    const form = await openComposer('Reply', 'Reply');
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Please go to My Settings and reauthorize your Gmail Integration.');
    expect(within(alert).getByRole('link')).toHaveAttribute(
      'href',
      '/settings/my-settings/agent-integrations',
    );
    expect(within(form).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('a 400 shows the server’s message and keeps the draft; invalid addresses are named by field', async () => {
    installEmailServer({
      task: emailTask(),
      messages: [contactMail()],
      rest: {
        'POST /conv/email/new-message': () =>
          jsonResponse(400, {
            code: 'validation_failed',
            message: 'Recipient address rejected: grace@contact.io',
          }),
      },
    });
    renderDesk();
    const form = await openComposer('Reply', 'Reply');
    const cc = within(form).getByLabelText('Cc', { selector: 'input' });
    cc.focus();
    fireEvent.change(cc, { target: { value: 'not-an-address' } });
    fireEvent.keyDown(cc, { key: 'Enter' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(
      await within(form).findByText('Cc: "not-an-address" is not a valid email address'),
    ).toBeInTheDocument();

    // The error goes when the field changes; Backspace on the empty field takes the bad address away.
    fireEvent.keyDown(cc, { key: 'Backspace' });
    expect(within(form).queryByText('Cc: "not-an-address" is not a valid email address')).toBeNull();
    expect(recipients(form, 'Cc')).toEqual([]);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Re: Order 42!' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Recipient address rejected: grace@contact.io',
    );
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Order 42!');
    expect(recipients(form, 'To')).toEqual(['grace@contact.io']);
  });

  it('refuses a program before uploading it, naming the file', async () => {
    const server = installEmailServer({ task: emailTask(), messages: [contactMail()] });
    renderDesk();
    const form = await openComposer('Reply', 'Reply');
    const picker = form.querySelector('input[type="file"]');
    if (!(picker instanceof HTMLInputElement)) throw new Error('no file picker');
    const program = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    fireEvent.change(picker, { target: { files: [program] } });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '"setup.exe" is refused: programs and scripts cannot be attached.',
    );
    expect(server.calls.some((call) => call.url.includes('/attachments'))).toBe(false);
  });
});

function threadPath(server: ReturnType<typeof installEmailServer>): string {
  return `/conv/email/tasks/${emailTaskSid(server)}/thread`;
}

function emailTaskSid(server: ReturnType<typeof installEmailServer>): string {
  const call = server.calls.find((item) => /\/conv\/email\/tasks\/[^/]+\/thread/.test(item.url));
  return call?.url.split('/')[4] ?? '';
}
