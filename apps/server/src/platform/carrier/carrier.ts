import type { SimulatedSmsOutcome, SimulatorFailure } from '@parley/core/simulator-rules';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../db/database.ts';

// The carrier (DESIGN.md §5): telephony and messaging behind one interface. `simulator` is the
// default and, for now, the only adapter; a CPaaS adapter implements the same interface and is
// chosen by configuration (create-carrier.ts). Calls (placeCall, conference, hold, …) arrive with
// the voice issue and sendEmail with the email issue; each adds its method here.

/** Why a send failed; the names are the error catalogue's (spec 000 §8), so the web can show them. */
export type SmsFailureReason = SimulatorFailure;

/** Where a text ended: delivered, or the failure the carrier reported. */
export type SmsDeliveryStatus = SimulatedSmsOutcome;

/** A text the brand sends. Numbers are E.164. */
export type OutboundSms = { brandId: string; from: string; to: string; body: string };

export type SmsSendResult = {
  /** The carrier's id of the message (`SM` + hex in the simulator). */
  carrierSid: string;
  status: SmsDeliveryStatus;
};

/** A text a contact sent to one of the brand's numbers, as an adapter hands it to the app. */
export type InboundSms = { brandId: string; from: string; to: string; body: string };

export type InboundSmsReceipt = { conversationSid: string; taskSid: string | null };

/** What the app does with inbound traffic; an adapter's webhooks call these. */
export type InboundHandlers = { sms(inbound: InboundSms): Promise<InboundSmsReceipt> };

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
   * Mounts the adapter's inbound webhooks (a CPaaS posts texts here). The simulator has none: its
   * inbound traffic comes from the Contact Simulator (modules/simulator).
   */
  registerInboundWebhooks(app: FastifyInstance, handlers: InboundHandlers): void;
}
