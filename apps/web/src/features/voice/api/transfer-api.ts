import type { ExternalTransferResult } from '@parley/core/voice/external-phonebook';
import { apiRequest } from '../../../shared/api/api-request.ts';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import type { OutsideNumber } from './conference-api.ts';
import {
  TransferAgentsDocument,
  type TransferAgentsQuery,
  TransferQueuesDocument,
  type TransferQueuesQuery,
} from './transfer.generated.ts';

// Transfers (docs/voice-contract.md "REST: the agent side"; spec 001 §4, §7, §9).

/** An agent as the transfer picker needs it (GraphQL findAllAgents, spec 001 §3 Agent). */
export type TransferAgent = TransferAgentsQuery['findAllAgents']['items'][number];

/** spec 001 §9: "Transfer agent list page size 1000, polling 10 s"; §7: page 0, order name asc. */
export const TRANSFER_AGENTS_PAGE_SIZE = 1000;
export const TRANSFER_AGENTS_POLL_MS = 10_000;

export async function fetchTransferAgents(signal?: AbortSignal): Promise<TransferAgent[]> {
  const data = await graphqlRequest(
    TransferAgentsDocument,
    {
      queryParams: {
        page: 0,
        size: TRANSFER_AGENTS_PAGE_SIZE,
        order: { field: 'name', direction: 'asc' },
      },
    },
    { signal },
  );
  return data.findAllAgents.items;
}

export type TransferQueue = TransferQueuesQuery['queues'][number];

/** The queues a call may be transferred to (`transferEligible`). */
export async function fetchTransferQueues(signal?: AbortSignal): Promise<TransferQueue[]> {
  const data = await graphqlRequest(TransferQueuesDocument, {}, { signal });
  return data.queues.filter((queue) => queue.transferEligible);
}

export type TransferResult = { success: boolean; transferTaskSid: string };

/** POST /conv/transfers/agent: both fields required ('The field is required', a 400 naming it). */
export function transferToAgent(body: {
  taskSid: string;
  targetWorkerUri: string;
  internalAgentName: string;
}): Promise<TransferResult> {
  return apiRequest('/transfers/agent', { base: '/conv', method: 'POST', body });
}

export function transferToQueue(body: { taskSid: string; queueSid: string }): Promise<TransferResult> {
  return apiRequest('/transfers/queue', { base: '/conv', method: 'POST', body });
}

export function cancelTransfer(transferTaskSid: string): Promise<{ success: boolean }> {
  return apiRequest('/transfers/cancel', { base: '/conv', method: 'POST', body: { transferTaskSid } });
}

/**
 * POST /conv/transfers/external: a cold transfer to an External Transfer Phonebook entry, or a typed
 * number with `externalTransferToAnyNumber`; the agent leaves at once. Every refusal is the caller's
 * to show (skipDefault): 404 'Phonebook entry not found' (field `phonebookEntryId`), 403/400 naming
 * `phoneNumber`, a 409 naming a carrier refusal (`details.reason`), other 409s.
 */
export function transferToExternal(
  body: { taskSid: string } & OutsideNumber,
): Promise<ExternalTransferResult> {
  return apiRequest('/transfers/external', { base: '/conv', method: 'POST', body, skipDefault: true });
}
