import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { renderDesk } from '../../agent-desktop/testing/render-desk.tsx';
import { emailTask, makeEmailMessage } from '../testing/email-fixtures.ts';
import { installEmailServer } from '../testing/email-server.ts';

beforeEach(() => {
  resetApiState();
});

async function threadRegion() {
  return screen.findByRole('region', { name: 'Email thread' });
}

describe('the email thread on the desk', () => {
  it('shows the messages oldest first, the older ones as one line and the newest open', async () => {
    const first = makeEmailMessage({ text: 'First question', snippet: 'First question' });
    const second = makeEmailMessage({
      direction: 'outbound',
      status: 'sent',
      from: { email: 'support@brand.io', name: 'Brand Support' },
      to: ['grace@contact.io'],
      bcc: ['audit@brand.io'],
      text: 'Our answer',
      snippet: 'Our answer',
    });
    const third = makeEmailMessage({ text: 'Thanks, one more thing', snippet: 'Thanks, one more thing' });
    installEmailServer({ task: emailTask(), messages: [first, second, third] });
    renderDesk();
    const region = await threadRegion();
    const articles = within(region).getAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(articles[0]).toHaveAccessibleName(/^Email from Grace Hopper <grace@contact.io>, 01\/06\/2025/);
    expect(articles[1]).toHaveAccessibleName(/^Email from Brand Support <support@brand.io>/);
    // Older ones collapsed to their snippet; the newest open with its body and actions.
    expect(within(articles[0] as HTMLElement).getByText('First question')).toBeInTheDocument();
    expect(within(articles[0] as HTMLElement).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(articles[2] as HTMLElement).getByText('Thanks, one more thing')).toBeInTheDocument();
    expect(within(articles[2] as HTMLElement).getByRole('button', { name: 'Reply all' })).toBeInTheDocument();
    // An older one opens on click; our own message shows its Bcc.
    fireEvent.click(within(articles[1] as HTMLElement).getByRole('button', { name: /Show the email from/ }));
    expect(within(articles[1] as HTMLElement).getByText('Bcc: audit@brand.io')).toBeInTheDocument();
  });

  it('removes scripts and event handlers, and opens links in a new tab', async () => {
    const message = makeEmailMessage({
      html:
        '<p>Hello</p><script>window.__hacked = true</script><a href="https://example.com/x" onclick="steal()">link</a>' +
        '<form action="https://evil.example"><input name="password"></form><iframe src="https://evil.example"></iframe>',
    });
    installEmailServer({ task: emailTask(), messages: [message] });
    renderDesk();
    const region = await threadRegion();
    await within(region).findByText('Hello');
    expect(region.querySelector('script, form, input, iframe')).toBeNull();
    expect(region.innerHTML).not.toContain('__hacked');
    const link = within(region).getByRole('link', { name: 'link' });
    expect(link).not.toHaveAttribute('onclick');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('holds remote images back until the agent asks for them; inline images point to the attachment', async () => {
    const message = makeEmailMessage({
      html: '<p>Look</p><img alt="tracker" src="https://tracker.example/p.png"><img alt="logo" src="cid:logo@mail">',
      attachments: [
        {
          id: 'att-1',
          filename: 'logo.png',
          contentType: 'image/png',
          sizeBytes: 2048,
          contentId: 'logo@mail',
        },
        {
          id: 'att-2',
          filename: 'invoice.pdf',
          contentType: 'application/pdf',
          sizeBytes: 1536,
          contentId: null,
        },
      ],
    });
    installEmailServer({ task: emailTask(), messages: [message] });
    renderDesk();
    const region = await threadRegion();
    const tracker = await within(region).findByAltText('tracker');
    expect(tracker).not.toHaveAttribute('src');
    expect(tracker).toHaveAttribute('data-blocked-src', 'https://tracker.example/p.png');
    expect(within(region).getByAltText('logo')).toHaveAttribute('src', '/conv/email/attachments/att-1');
    expect(within(region).getByRole('link', { name: 'Download invoice.pdf' })).toHaveAttribute(
      'href',
      '/conv/email/attachments/att-2',
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Show images' }));
    await waitFor(() =>
      expect(within(region).getByAltText('tracker')).toHaveAttribute('src', 'https://tracker.example/p.png'),
    );
  });
});
