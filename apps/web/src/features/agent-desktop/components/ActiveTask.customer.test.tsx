// issue 17 item 1: the active task shows its contact beside the conversation when its attributes
// name one (profileId), and nothing when they do not.
import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import { ContactTimelineDocument } from '../../../shared/contact-timeline/contact-timeline.generated.ts';
import { usePanelsStore } from '../../../shared/layout/panels-store.ts';
import { DeskCustomerDocument } from '../api/customer.generated.ts';
import { installDeskServer } from '../testing/desk-server.ts';
import { renderDesk } from '../testing/render-desk.tsx';

const PROFILE_ID = 'pr0123456789abcdef01231a';

const customerServer = {
  DeskCustomer: () =>
    graphqlData(DeskCustomerDocument, {
      getProfile: {
        profileId: PROFILE_ID,
        name: 'Cora Customer',
        contactPhone: '+14155550101',
        email: null,
        customProperties: {},
        phones: [],
        emails: [],
      },
    }),
  ContactTimeline: () =>
    graphqlData(ContactTimelineDocument, {
      contactTimeline: {
        items: [
          {
            id: 'e1',
            occurredAt: '2025-01-01T09:00:00.000Z',
            type: 'sms.received',
            eventType: 'parley_voice_event',
            channel: 'sms',
            summary: 'Text received: Is my order on its way?',
            recordingUrl: null,
            properties: null,
            agent: null,
          },
        ],
        nextCursor: null,
      },
    }),
};

beforeEach(() => {
  resetApiState();
  usePanelsStore.getState().setExpanded('deskCustomer', true);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the customer beside the active task', () => {
  it('shows the contact of a text and their timeline', async () => {
    const task = makeReservation({
      status: 'accepted',
      attributes: { name: 'Cora Customer', conversationSid: 'CH1', profileId: PROFILE_ID },
    });
    installDeskServer({
      reservations: [task],
      rest: { 'GET /conv/conversations/CH1/messages': () => jsonResponse(200, { items: [] }) },
      graphql: customerServer,
    });
    renderDesk();
    const panel = await screen.findByRole('complementary', { name: 'Customer' });
    expect(await within(panel).findByLabelText('Customer name')).toHaveTextContent('Cora Customer');
    expect(await within(panel).findByText('Text received: Is my order on its way?')).toBeInTheDocument();
  });

  it('shows no customer panel for a task without a contact', async () => {
    const task = makeReservation({
      status: 'accepted',
      taskChannelUniqueName: 'custom-tasks',
      attributes: { title: 'Restock the shelves', name: 'Shelf task' },
    });
    installDeskServer({ reservations: [task], graphql: customerServer });
    renderDesk();
    await screen.findByRole('heading', { level: 3, name: 'Shelf task' });
    expect(screen.queryByRole('complementary', { name: 'Customer' })).not.toBeInTheDocument();
  });
});
