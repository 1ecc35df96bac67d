// The desk's customer panel (issue 17 item 1): the contact, their phones and emails with opt-in,
// labelled details, the timeline a page at a time, its states, and its collapsed state remembered.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFetch,
  jsonResponse,
  resetApiState,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  graphqlError,
  sentOperation,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { ContactTimelineDocument } from '../../../shared/contact-timeline/contact-timeline.generated.ts';
import type { ContactTimelineItem } from '../../../shared/contact-timeline/contact-timeline-api.ts';
import { usePanelsStore } from '../../../shared/layout/panels-store.ts';
import { theme } from '../../../shared/theme/theme.ts';
import { DeskCustomerDocument } from '../api/customer.generated.ts';
import type { DeskCustomer } from '../api/customer-api.ts';
import { CustomerPanel } from './CustomerPanel.tsx';

const PROFILE_ID = 'pr0123456789abcdef01231a';

const CUSTOMER: DeskCustomer = {
  profileId: PROFILE_ID,
  name: 'Ada Lovelace',
  contactPhone: '+14155550100',
  email: 'ada@example.com',
  customProperties: { planTier: 'gold' },
  phones: [
    {
      label: 'mobile',
      phoneNumber: '+14155550100',
      smsOptIn: { subscribed: true },
      voiceOptIn: { subscribed: false },
    },
  ],
  emails: [{ label: 'work', email: 'ada@example.com', emailOptIn: { subscribed: true } }],
};

function itemOf(id: string, summary: string, occurredAt: string): ContactTimelineItem {
  return {
    id,
    occurredAt,
    type: 'sms.sent',
    eventType: 'parley_voice_event',
    channel: 'sms',
    summary,
    recordingUrl: null,
    properties: null,
    agent: null,
  };
}

type Serve = { customer?: () => Response; pages?: Record<string, () => Response> };

function serve({ customer, pages = {} }: Serve) {
  return installFetch(
    withCsrf((call) => {
      if (sentOperation(call, DeskCustomerDocument))
        return customer ? customer() : graphqlData(DeskCustomerDocument, { getProfile: CUSTOMER });
      if (sentOperation(call, ContactTimelineDocument)) {
        const [variables] = sentVariablesOf([call], ContactTimelineDocument);
        const answer = pages[variables?.after ?? 'first'];
        if (answer) return answer();
      }
      return graphqlError('unscripted', { code: 'internal', status: 500 });
    }),
  );
}

const timelinePage =
  (items: ContactTimelineItem[], nextCursor: string | null = null) =>
  () =>
    graphqlData(ContactTimelineDocument, { contactTimeline: { items, nextCursor } });

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <CustomerPanel profileId={PROFILE_ID} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  resetApiState();
  usePanelsStore.getState().setExpanded('deskCustomer', true);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CustomerPanel', () => {
  it('shows the contact, their opt-ins, labelled details and the timeline, page after page', async () => {
    const { calls } = serve({
      pages: {
        first: timelinePage(
          [
            itemOf('e2', 'Text sent: On my way', '2025-03-02T10:00:00.000Z'),
            itemOf('e1', 'Call completed · 3 min 12 s · answered', '2025-03-01T09:00:00.000Z'),
          ],
          'cursor-1',
        ),
        'cursor-1': timelinePage([itemOf('e0', 'Contact created · sms', '2024-01-05T08:00:00.000Z')]),
      },
    });
    renderPanel();
    const panel = screen.getByRole('complementary', { name: 'Customer' });
    expect(await within(panel).findByLabelText('Customer name')).toHaveTextContent('Ada Lovelace');
    const phones = within(panel).getByRole('group', { name: 'Phones' });
    expect(within(phones).getByText('+14155550100')).toBeInTheDocument();
    expect(within(phones).getByText('SMS: Opted in')).toBeInTheDocument();
    expect(within(phones).getByText('Voice: Opted out')).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Emails' })).toHaveTextContent('Email: Opted in');
    // A custom property by its label, never its stored name.
    expect(within(panel).getByRole('table', { name: 'Details' })).toHaveTextContent('Plan tiergold');
    expect(within(panel).queryByText('planTier')).not.toBeInTheDocument();

    const timeline = await within(panel).findByLabelText('Timeline');
    await waitFor(() => expect(within(timeline).getAllByTestId('contact-timeline-item')).toHaveLength(2));
    const summaries = () =>
      within(timeline)
        .getAllByTestId('contact-timeline-item')
        .map((item) => item.textContent);
    expect(summaries()[0]).toContain('Text sent: On my way');
    expect(summaries()[0]).toContain('Mar 2, 2025');
    expect(within(timeline).getAllByRole('time')[0]).toHaveAttribute('dateTime', '2025-03-02T10:00:00.000Z');

    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(summaries()).toHaveLength(3));
    expect(summaries()[2]).toContain('Contact created · sms');
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sentVariablesOf(callsOf(calls, ContactTimelineDocument), ContactTimelineDocument)).toEqual([
      { profileId: PROFILE_ID, after: null, limit: 20 },
      { profileId: PROFILE_ID, after: 'cursor-1', limit: 20 },
    ]);
  });

  it('says so when nothing happened yet, and when the customer or the timeline fails to load', async () => {
    serve({ pages: { first: timelinePage([]) } });
    const first = renderPanel();
    expect(await screen.findByText('Nothing has happened with this contact yet.')).toBeInTheDocument();
    first.unmount();

    let failures = 0;
    serve({
      customer: () => graphqlError('boom', { code: 'internal', status: 500 }),
      pages: {
        first: () => {
          failures += 1;
          return failures === 1
            ? jsonResponse(500, { message: 'boom' })
            : timelinePage([itemOf('e1', 'Text received: hi', '2025-03-01T09:00:00.000Z')])();
        },
      },
    });
    renderPanel();
    expect(await screen.findByText('Could not load this customer.')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the timeline.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Text received: hi')).toBeInTheDocument();
  });

  it('collapses and remembers it under parley-toggleable-panels', async () => {
    serve({ pages: { first: timelinePage([]) } });
    const first = renderPanel();
    const panel = screen.getByRole('complementary', { name: 'Customer' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Hide customer' }));
    expect(within(panel).queryByText('Timeline')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('parley-toggleable-panels') ?? '{}')).toMatchObject({
      state: { expanded: { deskCustomer: false } },
    });
    first.unmount();
    renderPanel();
    const again = screen.getByRole('complementary', { name: 'Customer' });
    expect(within(again).getByRole('button', { name: 'Show customer' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    fireEvent.click(within(again).getByRole('button', { name: 'Show customer' }));
    expect(await within(again).findByText('Nothing has happened with this contact yet.')).toBeInTheDocument();
  });
});
