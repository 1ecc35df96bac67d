import type { CallFailureReason } from '@parley/core/common/error-catalogue';
import type { SimulatedSmsOutcome, SimulatorFailure } from '@parley/core/simulator/rules';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../db/database.ts';

// The carrier (DESIGN.md §5): telephony and messaging behind one interface. `simulator` is the
// default and, for now, the only adapter; a CPaaS adapter implements the same interface and is
// chosen by configuration (create-carrier.ts). Calls: placeCall / endCall here, the conference model
// and its media in the voice module (docs/voice-contract.md "The CPaaS seam"); sendEmail comes with
// the email issue.

/** Why a send failed; the names are the error catalogue's (spec 000 §8), so the web can show them. */
export type SmsFailureReason = SimulatorFailure;

/** Where a text ended: delivered, or the failure the carrier reported. */
export type SmsDeliveryStatus = SimulatedSmsOutcome;

/** A text the brand sends. Numbers are E.164; `mediaUrl` makes it an MMS (a picture or file by address). */
export type OutboundSms = { brandId: string; from: string; to: string; body: string; mediaUrl?: string };

export type SmsSendResult = {
  /** The carrier's id of the message (`SM` + hex in the simulator). */
  carrierSid: string;
  status: SmsDeliveryStatus;
};

/** A text a contact sent to one of the brand's numbers, as an adapter hands it to the app. */
export type InboundSms = { brandId: string; from: string; to: string; body: string };

/** Both null for a keyword text (STOP, HELP…) that found no open conversation: it opens none. */
export type InboundSmsReceipt = { conversationSid: string | null; taskSid: string | null };

/** A call the brand places (the contact's leg, or an outside number added to a conference). E.164. */
export type OutboundCall = { brandId: string; callSid: string; from: string; to: string };

/**
 * How the carrier took a call it was asked to place:
 * - `ringing`: it rings; `endsAfter`, when the carrier already knows how the ringing ends unless
 *   someone answers first (the simulator's number rules and ring timeout), is kept as a durable
 *   timer by the voice module. A network carrier leaves it null and reports through its webhooks.
 * - `answered`: answered at once; `media: false` when no browser carries the far end (the
 *   simulator's silent contact).
 * - `failed`: refused at once, with the catalogue's reason.
 */
export type PlaceCallResult =
  | { status: 'ringing'; endsAfter: { status: 'busy' | 'no-answer'; afterMs: number } | null }
  | { status: 'answered'; media: boolean; answeredBy?: 'human' | 'machine' }
  | { status: 'failed'; reason: CallFailureReason };

/** A call a contact places to one of the brand's numbers, as an adapter hands it to the app. */
export type InboundCall = { brandId: string; from: string; to: string; mediaUserId: string | null };

export type InboundCallReceipt = { callSid: string; taskSid: string };

/** What the app does with inbound traffic; an adapter's webhooks call these. */
export type InboundHandlers = {
  sms(inbound: InboundSms): Promise<InboundSmsReceipt>;
  /** A contact calls the brand: a ringing call and its routed task (modules/voice). */
  call(inbound: InboundCall): Promise<InboundCallReceipt>;
};

export interface Carrier {
  readonly name: 'simulator' | (string & {});
  /** The number the brand sends from when the caller names none. */
  readonly defaultBrandNumber: string;
  /**
   * Sends a text. `db` is the caller's transaction, so an adapter that records sends (the simulator
   * does) commits or rolls back with the message that caused them.
   */
  sendSms(db: DbExecutor, sms: OutboundSms): Promise<SmsSendResult>;
  /**
   * Places a call (docs/voice-contract.md). `db` is the caller's transaction, as for sendSms. The
   * call's status changes later (answered, busy, …) reach the voice module through the adapter's
   * webhooks, or for the simulator through the Contact Simulator and the durable ring timer.
   */
  placeCall(db: DbExecutor, call: OutboundCall): Promise<PlaceCallResult>;
  /** Hangs up a leg the app ends (an agent drops the contact, a conference ends). */
  endCall(db: DbExecutor, call: { brandId: string; callSid: string }): Promise<void>;
  /**
   * Mounts the adapter's inbound webhooks for the handlers given (a CPaaS posts texts and calls
   * here); each module registers its own. The simulator has none: its inbound traffic comes from
   * the Contact Simulator (modules/simulator).
   */
  registerInboundWebhooks(app: FastifyInstance, handlers: Partial<InboundHandlers>): void;
}
