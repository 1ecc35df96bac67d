import { Notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useVoiceStore } from '../../voice/state/voice-store.ts';
import { makeParticipant, makeSnapshot } from '../../voice/testing/voice-fixtures.ts';
import { ContactActions, type ContactActionsProps } from './ContactActions.tsx';

const ADA: ContactActionsProps = {
  profileId: 'pr0123456789abcdef01231a',
  name: 'Ada Lovelace',
  contactPhone: '+14155550100',
  email: 'ada@example.com',
};

type MailboxStatus = 'CONNECTED' | 'DISCONNECTED' | 'SIGNED_OUT';

function server(options: { mailboxes?: MailboxStatus[]; outbound?: { status: number; body: unknown } } = {}) {
  const statuses = options.mailboxes ?? ['CONNECTED'];
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      if (call.url === '/conv/email/mailboxes/mine')
        return jsonResponse(200, {
          items: statuses.map((authorizationStatus, index) => ({
            id: `mb${index}`,
            emailAddress: `agent${index}@parley.test`,
            displayName: null,
            emailIntegrationType: 'SIMULATOR',
            authorizationStatus,
            signatureHtml: null,
            shared: false,
            createdAt: '2026-11-27T10:00:00.000Z',
          })),
        });
      if (call.url === '/conv/email/outbound-email' && call.method === 'POST') {
        const answer = options.outbound ?? {
          status: 200,
          body: { success: true, taskSid: 'WT5', rvThreadId: 'ET5' },
        };
        return jsonResponse(answer.status, answer.body);
      }
      return jsonResponse(404, { code: 'not_found', message: call.url });
    }),
  );
  return { posts: () => calls.filter((call) => call.url === '/conv/email/outbound-email') };
}

function renderActions(props: Partial<ContactActionsProps> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/audience',
        element: (
          <>
            <Notifications />
            <ContactActions {...ADA} {...props} />
          </>
        ),
      },
      { path: '/agent', element: <p>Agent desktop</p> },
    ],
    { initialEntries: ['/audience'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const button = (name: string) => screen.getByRole('button', { name });

/** The tooltip a button shows on hover. */
async function tooltipOf(name: string): Promise<string | null> {
  fireEvent.mouseEnter(button(name));
  const tooltip = await screen.findByRole('tooltip');
  const text = tooltip.textContent;
  fireEvent.mouseLeave(button(name));
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  return text;
}

beforeEach(() => {
  resetApiState();
  useVoiceStore.getState().reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactActions', () => {
  it('offers call, text and email with their spec tooltips', async () => {
    server();
    renderActions();
    await waitFor(() => expect(button('Send an email')).toHaveAttribute('aria-disabled', 'false'));
    expect(button('Make a call')).toHaveAttribute('aria-disabled', 'false');
    expect(button('Send a text')).toHaveAttribute('aria-disabled', 'false');
    expect(await tooltipOf('Make a call')).toBe('Make a call');
    expect(await tooltipOf('Send a text')).toBe('Send a text');
    expect(await tooltipOf('Send an email')).toBe('Send an email');
  });

  it('texts the contact from the desk: New text opens with their number', async () => {
    server();
    const router = renderActions();
    await waitFor(() => expect(button('Send a text')).toHaveAttribute('aria-disabled', 'false'));
    fireEvent.click(button('Send a text'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(new URLSearchParams(router.state.location.search).get('textPhoneNumber')).toMatch(/^\+1\d{10}$/);
  });

  it('says why email is unavailable: no address, or no connected mailbox', async () => {
    server({ mailboxes: ['DISCONNECTED', 'SIGNED_OUT'] });
    renderActions();
    await waitFor(() => expect(button('Send an email')).not.toHaveAttribute('data-loading'));
    expect(button('Send an email')).toHaveAttribute('aria-disabled', 'true');
    expect(await tooltipOf('Send an email')).toBe('You must connect an email account to send an email');
  });

  it('says when the contact has no email, or an invalid one', async () => {
    server();
    renderActions({ email: 'not an address' });
    await waitFor(() => expect(button('Send an email')).not.toHaveAttribute('data-loading'));
    expect(button('Send an email')).toHaveAttribute('aria-disabled', 'true');
    expect(await tooltipOf('Send an email')).toBe('No email associated with contact');
  });

  it('needs a valid phone to call or text', async () => {
    server();
    renderActions({ contactPhone: null });
    expect(button('Make a call')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Send a text')).toHaveAttribute('aria-disabled', 'true');
    expect(await tooltipOf('Make a call')).toBe('No phone numbers associated with contact');
    expect(await tooltipOf('Send a text')).toBe('No phone numbers associated with contact');
  });

  it('says when the phone number is invalid', async () => {
    server();
    renderActions({ contactPhone: '555' });
    expect(button('Make a call')).toHaveAttribute('aria-disabled', 'true');
    expect(await tooltipOf('Make a call')).toBe('Contact phone number is invalid');
    expect(await tooltipOf('Send a text')).toBe('Contact phone number is invalid');
  });

  it('keeps a second call from starting while the agent is on one', async () => {
    server();
    act(() => {
      // The session's user (user-1) is in a live conference.
      useVoiceStore.getState().applySnapshot(makeSnapshot({ participants: [makeParticipant()] }));
    });
    renderActions();
    expect(button('Make a call')).toHaveAttribute('aria-disabled', 'true');
    expect(await tooltipOf('Make a call')).toBe('There is already an active conference');
    expect(button('Send a text')).toHaveAttribute('aria-disabled', 'false');
  });

  it('opens the dial pad for the contact on the desk', async () => {
    server();
    const router = renderActions();
    fireEvent.click(button('Make a call'));
    await screen.findByText('Agent desktop');
    expect(router.state.location.pathname).toBe('/agent');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      phoneNumber: '+14155550100',
      contactId: ADA.profileId,
    });
    expect(router.state.location.state).toEqual({ contactName: 'Ada Lovelace' });
  });

  it('opens the desk to text the contact (its New text)', async () => {
    server();
    const router = renderActions();
    fireEvent.click(button('Send a text'));
    await screen.findByText('Agent desktop');
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('does nothing when a disabled action is clicked', async () => {
    const { posts } = server({ mailboxes: [] });
    const router = renderActions({ contactPhone: null });
    await waitFor(() => expect(button('Send an email')).not.toHaveAttribute('data-loading'));
    fireEvent.click(button('Make a call'));
    fireEvent.click(button('Send an email'));
    expect(router.state.location.pathname).toBe('/audience');
    expect(posts()).toHaveLength(0);
  });

  it('starts an outbound email task and opens the desk', async () => {
    const { posts } = server();
    const router = renderActions();
    await waitFor(() => expect(button('Send an email')).toHaveAttribute('aria-disabled', 'false'));
    fireEvent.click(button('Send an email'));
    await screen.findByText('Agent desktop');
    expect(router.state.location.pathname).toBe('/agent');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toEqual({
      contactEmail: 'ada@example.com',
      contactPhone: '+14155550100',
      profileId: ADA.profileId,
    });
  });

  it("toasts the server's refusal and stays", async () => {
    const { posts } = server({
      outbound: {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'You must connect an email account to send an email',
          field: 'agentEmail',
        },
      },
    });
    const router = renderActions();
    await waitFor(() => expect(button('Send an email')).toHaveAttribute('aria-disabled', 'false'));
    fireEvent.click(button('Send an email'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    await waitFor(() =>
      expect(toastMessages()).toContain('You must connect an email account to send an email'),
    );
    expect(router.state.location.pathname).toBe('/audience');
  });
});
