import { makeReservation } from '@parley/core/agent-desktop/fixtures';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import { installDeskServer } from '../../agent-desktop/testing/desk-server.ts';
import { renderDesk } from '../../agent-desktop/testing/render-desk.tsx';
import { ExternalTransferPhonebookDocument } from '../../settings/api/phonebook.generated.ts';
import { TransferAgentsDocument, TransferQueuesDocument } from '../api/transfer.generated.ts';
import type { TransferAgent } from '../api/transfer-api.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { makeParticipant, makeSnapshot } from './voice-fixtures.ts';

// The desk on an accepted call with the transfer dialog's server (agents, queues, the phonebook, the
// transfer and add-participant calls), for TransferModal.test.tsx and ExternalTransfer.test.tsx.

const agent = (overrides: Partial<TransferAgent>): TransferAgent => ({
  id: 'u2',
  name: 'Sam Supervisor',
  email: 'sam@example.com',
  status: 'Available',
  isAvailable: true,
  conferenceStatus: 'available',
  twilioContactUri: 'client:WK2',
  workerSid: 'WK2',
  ...overrides,
});

export const AGENTS: TransferAgent[] = [
  agent({}),
  agent({
    id: 'u3',
    name: 'Bea Busy',
    email: 'bea@example.com',
    conferenceStatus: 'busy',
    twilioContactUri: 'client:WK3',
    workerSid: 'WK3',
  }),
  agent({
    id: 'u4',
    name: 'Dan Dialer',
    email: 'dan@example.com',
    status: 'Progressive Dialer Mode',
    twilioContactUri: 'client:WK4',
    workerSid: 'WK4',
  }),
  agent({
    id: 'u5',
    name: 'Uma Away',
    email: 'uma@example.com',
    isAvailable: false,
    twilioContactUri: 'client:WK5',
    workerSid: 'WK5',
  }),
  agent({
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    workerSid: 'WK1',
    twilioContactUri: 'client:WK1',
  }),
];

const call = makeReservation({
  taskSid: 'WT1',
  status: 'accepted',
  taskStatus: 'assigned',
  taskChannelUniqueName: 'voice',
  attributes: {
    title: 'Incoming Call',
    direction: 'inbound',
    contactPhone: '+14155550101',
    name: 'Grace Hopper',
  },
});

export const PHONEBOOK = [
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Billing partner',
    phoneNumber: '+14155550177',
    description: 'Refunds and invoices',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Escalations',
    phoneNumber: '+14155550188',
    description: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
];

/** The Escalations number once it answered the add-participant call. */
const OUTSIDE = makeParticipant({
  participantSid: 'CPoutside',
  kind: 'external',
  type: 'external',
  callerUri: '+14155550188',
  callSid: 'CAoutside',
  name: 'Escalations',
  userId: null,
  mediaUserId: null,
  workerSid: null,
});

const EXTERNAL_OK = () => jsonResponse(200, { success: true, callSid: 'CAext', conferenceSid: 'CF1' });

/** What POST /conv/transfers/external answers; a test replaces it, `resetTransferDesk` restores it. */
export const answers: { external: () => Response } = { external: EXTERNAL_OK };

export function setupTransferDesk(featureFlags: Record<string, boolean> = {}) {
  const server = installDeskServer({
    reservations: [call],
    graphql: {
      ExternalTransferPhonebook: () =>
        graphqlData(ExternalTransferPhonebookDocument, { externalTransferPhonebook: PHONEBOOK }),
      TransferAgents: () => graphqlData(TransferAgentsDocument, { findAllAgents: { items: AGENTS } }),
      TransferQueues: () =>
        graphqlData(TransferQueuesDocument, {
          queues: [
            { sid: 'WQ1', friendlyName: 'Support', transferEligible: true },
            { sid: 'WQ2', friendlyName: 'Back office', transferEligible: false },
          ],
        }),
    },
    rest: {
      'GET /conv/conferences/active': () => jsonResponse(200, null),
      'POST /conv/transfers/agent': () => jsonResponse(200, { success: true, transferTaskSid: 'WT9' }),
      'POST /conv/transfers/queue': () => jsonResponse(200, { success: true, transferTaskSid: 'WT8' }),
      'POST /conv/transfers/cancel': () => jsonResponse(200, { success: true }),
      'POST /conv/transfers/external': () => answers.external(),
      'POST /conv/conferences/add-participant': () =>
        jsonResponse(
          200,
          makeSnapshot({ version: 2, participants: [...makeSnapshot().participants, OUTSIDE] }),
        ),
      'POST /conv/call-controls/drop-participant': () => jsonResponse(200, makeSnapshot({ version: 3 })),
    },
  });
  const desk = renderDesk({ featureFlags: { transfers: true, ...featureFlags } });
  useVoiceStore.getState().applySnapshot(makeSnapshot());
  return { ...server, emit: desk.emit };
}

export async function openTransfer() {
  const panel = await screen.findByRole('region', { name: 'Call' });
  fireEvent.click(within(panel).getByRole('button', { name: 'Transfer' }));
  return screen.findByRole('dialog', { name: 'Transfer the call' });
}

/** Before each test: API state, the voice store and the answers back to their defaults. */
export function resetTransferDesk(): void {
  resetApiState();
  useVoiceStore.getState().reset();
  answers.external = EXTERNAL_OK;
}
