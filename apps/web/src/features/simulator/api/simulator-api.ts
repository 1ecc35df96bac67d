import type { CallView } from '@parley/core/voice/voice-contract';
import { apiRequest } from '../../../shared/api/api-request.ts';

// The Contact Simulator's REST calls (docs/routing-contract.md "Contact Simulator"; admins only).

export type SimulatorContact = {
  profileId: string;
  name: string | null;
  contactPhone: string | null;
  email: string | null;
};

export type SimulatorMessage = {
  sid: string;
  direction: 'inbound' | 'outbound';
  from: string;
  to: string;
  body: string;
  /** 'received' for the contact's texts; 'delivered' or a failure for the brand's. */
  status: string;
  createdAt: string;
};

export type InboundSmsBody = { from: string; to?: string | null; body: string };
export type CustomTaskBody = {
  title: string;
  priority?: number;
  attributes?: Record<string, string | boolean>;
};

export type InboundEmailBody = {
  from: string;
  to?: string | null;
  subject: string;
  body: string;
  /** A reply: the Message-ID of the brand's mail it answers. */
  inReplyTo?: string | null;
  /** A reply: the answered mail's References plus its Message-ID. */
  references?: string[] | null;
};

export type InboundEmailResult = {
  taskSid: string | null;
  profileId: string | null;
  /** Null when the mailbox had already stored this Message-ID. */
  rvThreadId: string | null;
  rvEmailMessageId: string | null;
  messageId: string;
};

/** A mail the brand sent to an address, as GET /api/simulator/emails reads it from the simulator mailbox. */
export type SimulatorEmail = {
  id: string;
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  from: { email: string; name: string | null } | null;
  to: string[];
  cc: string[];
  subject: string;
  text: string | null;
  html: string | null;
  attachments: { filename: string; contentType: string; sizeBytes: number }[];
  sentAt: string;
};
export type VoicemailBody = { from: string; durationSeconds: number; transcript?: string | null };

export function fetchSimulatorContacts(query: string, signal?: AbortSignal) {
  return apiRequest<{ items: SimulatorContact[] }>(`/simulator/contacts?query=${encodeURIComponent(query)}`, {
    signal,
  });
}

/** Both directions: what the contact sent and what the brand sent back, newest last. */
export function fetchSimulatorMessages(contactPhone: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ contactPhone, direction: 'all' });
  return apiRequest<{ items: SimulatorMessage[] }>(`/simulator/messages?${query}`, { signal });
}

export function sendSimulatedInboundSms(body: InboundSmsBody) {
  return apiRequest<{ conversationSid: string | null; taskSid: string | null }>('/simulator/inbound-sms', {
    method: 'POST',
    body,
  });
}

export function createSimulatedCustomTask(body: CustomTaskBody) {
  return apiRequest<{ taskSid: string }>('/simulator/custom-task', { method: 'POST', body });
}

/** A mail from `from` (the contact's address or a typed one) to the brand; a reply when it names one. */
export function sendSimulatedInboundEmail(body: InboundEmailBody) {
  return apiRequest<InboundEmailResult>('/simulator/inbound-email', { method: 'POST', body });
}

/** Everything the brand sent to `address`, oldest first. */
export function fetchSimulatorEmails(address: string, signal?: AbortSignal) {
  return apiRequest<{ items: SimulatorEmail[] }>(`/simulator/emails?${new URLSearchParams({ address })}`, {
    signal,
  });
}

/** A voicemail task from the contact's number. */
export function leaveSimulatedVoicemail(body: VoicemailBody) {
  return apiRequest<{ taskSid: string; profileId: string }>('/simulator/voicemail', { method: 'POST', body });
}

// --- Calls (docs/voice-contract.md "REST: the Contact Simulator") ---

/** The contact calls the brand; this page carries the contact's audio. */
export function placeSimulatedInboundCall(body: { from: string; to?: string | null }) {
  return apiRequest<{ callSid: string; taskSid: string }>('/simulator/inbound-call', {
    method: 'POST',
    body,
  });
}

/** The simulator user's live calls and the latest 50 ended, newest first. */
export function fetchSimulatorCalls(signal?: AbortSignal) {
  return apiRequest<{ items: CallView[] }>('/simulator/calls', { signal, skipDefault: true });
}

/** Answers an outbound call ringing at a contact (this page becomes its media). */
export function answerSimulatedCall(callSid: string) {
  return apiRequest<unknown>(`/simulator/calls/${encodeURIComponent(callSid)}/answer`, { method: 'POST' });
}

/** The contact hangs up. */
export function hangUpSimulatedCall(callSid: string) {
  return apiRequest<unknown>(`/simulator/calls/${encodeURIComponent(callSid)}/hangup`, { method: 'POST' });
}
