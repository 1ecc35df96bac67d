import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlError } from '../../../shared/api/testing/graphql-test-kit.ts';
import {
  contactOf,
  graphqlCalls,
  profileOf,
  renderAudience,
  serveAudience,
  timelineItem,
} from '../testing/render-audience.tsx';

beforeEach(() => {
  resetApiState();
});

describe('/audience: all contacts', () => {
  it('lists contacts with name, phone as spec 000 §5 shows it, email and last update, page by page', async () => {
    const { calls } = serveAudience({
      contacts: (variables) =>
        variables.page === 0
          ? {
              items: [
                contactOf({}),
                contactOf({ profileId: 'p2', name: null, contactPhone: '+442071838750', email: null }),
              ],
              hasMore: true,
            }
          : { items: [contactOf({ profileId: 'p3', name: 'Grace Hopper' })], hasMore: false },
    });
    renderAudience('/audience');
    const table = await screen.findByRole('table', { name: 'Audience' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Ada Lovelace', '+1 (415) 555-0100', 'ada@example.com'],
      ['Unnamed contact', '+442071838750', ''],
    ]);
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/audience?profileId=pr0123456789abcdef01231a',
    );
    expect(graphqlCalls(calls, 'getPhonesEmails')[0]).toEqual({
      page: 0,
      size: 25,
      order: { field: 'updatedAt', direction: 'desc' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });

  it('searches with the contact search rules (2 characters, debounced) and says when nothing matches', async () => {
    const { calls } = serveAudience({
      contacts: () => ({ items: [contactOf({})], hasMore: false }),
      search: () => ({ items: [], hasMore: false }),
    });
    renderAudience('/audience');
    await screen.findByText('Ada Lovelace');
    const search = screen.getByRole('textbox', { name: 'Search contacts' });
    fireEvent.change(search, { target: { value: 'a' } });
    expect(
      await screen.findByText('Minimum of 2 characters is required for search.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zed' } });
    expect(
      await screen.findByText('No matching contact. Try phone number instead.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(graphqlCalls(calls, 'searchContacts')).toEqual([{ query: 'zed', page: 0, size: 25 }]);
  });

  it('shows an empty state when the brand has no contacts', async () => {
    serveAudience({});
    renderAudience('/audience');
    expect(await screen.findByText(/No contacts yet/)).toBeInTheDocument();
  });
});

describe('/audience?profileId=: one contact', () => {
  it('shows the fields, phones and emails, properties and the activity feed newest first', async () => {
    const { calls } = serveAudience({
      profile: profileOf({
        customProperties: { plan: 'gold', seats: 3, loyalty_tier: 'silver', vip: true },
        rvProperties: { timezone: 'America/New_York', targetAgentId: 'user-7' },
        phones: [
          {
            label: 'mobile',
            phoneNumber: '+14155550100',
            isPrimary: true,
            smsOptIn: { subscribed: true },
            voiceOptIn: { subscribed: true },
          },
          {
            label: 'work',
            phoneNumber: '+14155550111',
            isPrimary: false,
            smsOptIn: { subscribed: false },
            voiceOptIn: { subscribed: false },
          },
        ],
        emails: [
          { label: 'personal', email: 'ada@example.com', isPrimary: true, emailOptIn: { subscribed: false } },
        ],
      }),
      timeline: (variables) =>
        variables.after === 'cursor-1'
          ? {
              items: [
                timelineItem({
                  id: 'old',
                  type: 'signed up',
                  summary: 'Signed up',
                  occurredAt: '2024-04-01T10:00:00.000Z',
                }),
              ],
              nextCursor: null,
            }
          : {
              items: [
                timelineItem({
                  id: 'new',
                  type: 'order placed',
                  summary: 'Order placed',
                  occurredAt: '2024-05-01T10:00:00.000Z',
                  properties: {
                    orderId: 'ORD-1001',
                    total: 42,
                    firstOrder: true,
                    shipping: { city: 'Chicago', postal_code: '60601' },
                    tags: ['gift', 'rush'],
                  },
                }),
                timelineItem({
                  id: 'text',
                  eventType: 'parley_voice_event',
                  type: 'sms.received',
                  channel: 'sms',
                  summary: 'Text received: Can someone call me back?',
                  occurredAt: '2024-04-15T10:00:00.000Z',
                  properties: null,
                }),
              ],
              nextCursor: 'cursor-1',
            },
    });
    renderAudience('/audience?profileId=pr0123456789abcdef01231a');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByLabelText('External ID')).toHaveTextContent('ext-1');
    const phones = screen.getByRole('table', { name: 'Phone numbers' });
    expect(within(phones).getAllByRole('row')[1]).toHaveTextContent('+1 (415) 555-0100mobilePrimaryYesYes');
    expect(within(phones).getAllByRole('row')[2]).toHaveTextContent('+1 (415) 555-0111workNoNo');
    expect(screen.getByRole('table', { name: 'Email addresses' })).toHaveTextContent(
      'ada@example.compersonalPrimaryNo',
    );
    // issue 17 item 8: properties by label, never their keys or the name rvProperties.
    const rows = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(rows('Custom properties')).toEqual([
      ['Loyalty tier', 'silver'],
      ['Plan', 'gold'],
      ['Seats', '3'],
      ['Vip', 'Yes'],
    ]);
    expect(rows('Parley properties')).toEqual([
      ['Target agent', 'user-7'],
      ['Time zone', 'America/New_York'],
    ]);
    expect(screen.queryByText(/rvProperties/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Added to Parley')).toBeInTheDocument();

    // The activity: the contact timeline, newest first, a page at a time; an ingested event's
    // properties as label: value pairs, no JSON.
    const activity = await screen.findByLabelText('Activity');
    const newest = await within(activity).findByText('Order placed');
    const middle = within(activity).getByText('Text received: Can someone call me back?');
    expect(newest.compareDocumentPosition(middle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(activity).getAllByText('Custom Event')).toHaveLength(1);
    const pairs = (name: string) => {
      const list = within(activity).getByLabelText(name);
      const terms = within(list)
        .getAllByRole('term')
        .map((term) => term.textContent);
      const values = within(list)
        .getAllByRole('definition')
        .map((value) => value.textContent);
      return terms.map((term, index) => [term, values[index]]);
    };
    expect(pairs('Order placed details')).toEqual([
      ['First order', 'Yes'],
      ['Order ID', 'ORD-1001'],
      ['Shipping › City', 'Chicago'],
      ['Shipping › Postal code', '60601'],
      ['Tags', 'gift, rush'],
      ['Total', '42'],
    ]);
    expect(activity).not.toHaveTextContent(/[{}"]|orderId|postal_code/);
    fireEvent.click(within(activity).getByRole('button', { name: 'Load more' }));
    const oldest = await within(activity).findByText('Signed up');
    expect(middle.compareDocumentPosition(oldest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(graphqlCalls(calls, 'contactTimeline')).toEqual([
      { profileId: 'pr0123456789abcdef01231a', after: null, limit: 20 },
      { profileId: 'pr0123456789abcdef01231a', after: 'cursor-1', limit: 20 },
    ]);
    expect(graphqlCalls(calls, 'getProfile')).toEqual([{ profileId: 'pr0123456789abcdef01231a' }]);
  });

  it("says 'Could not load activity feed for {id}' when the timeline fails, naming the id without dashes", async () => {
    const uuid = '0b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
    const { calls } = serveAudience({
      profile: profileOf({ profileId: uuid }),
      timeline: () => graphqlError('There was an error', { code: 'internal', status: 500 }),
    });
    renderAudience(`/audience?profileId=${uuid}`);
    const text = 'Could not load activity feed for 0b7e4f2a1c3d4e5f8a9b0c1d2e3f4a5b';
    expect(await screen.findByText(text, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(toastMessages()).toContain(text);
    expect(graphqlCalls(calls, 'contactTimeline')[0]).toMatchObject({ profileId: uuid });
  });

  it("says 'Contact not found' for an unknown profile", async () => {
    serveAudience({ profile: null });
    renderAudience('/audience?profileId=nobody');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Contact not found'));
    expect(toastMessages()).toContain('Contact not found');
  });
});
