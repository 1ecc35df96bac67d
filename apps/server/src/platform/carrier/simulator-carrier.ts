import { randomBytes } from 'node:crypto';
import {
  SIMULATOR_BRAND_NUMBER,
  simulatedCallOutcome,
  simulatedSmsOutcome,
} from '@parley/core/simulator/rules';
import type { DbExecutor } from '../db/database.ts';
import type {
  Carrier,
  InboundSms,
  OutboundCall,
  OutboundSms,
  PlaceCallResult,
  SmsSendResult,
} from './carrier.ts';
import { simulatorSms } from './simulator-carrier.tables.ts';

function smsSid(): string {
  return `SM${randomBytes(16).toString('hex')}`;
}

/** A call's fate by the number rules (docs/simulator.md): refused, ringing until an outcome, or answered. */
export function simulatedPlaceCall(call: Pick<OutboundCall, 'to'>): PlaceCallResult {
  const outcome = simulatedCallOutcome(call.to);
  switch (outcome.kind) {
    case 'refused':
      return { status: 'failed', reason: outcome.reason };
    case 'auto-answer':
      return { status: 'answered', media: false, answeredBy: outcome.answeredBy ?? 'human' };
    case 'rings':
      return { status: 'ringing', endsAfter: { status: outcome.endsAs, afterMs: outcome.afterMs } };
    case 'rings-until-answered':
      // A Contact Simulator page may answer it meanwhile (modules/simulator).
      return { status: 'ringing', endsAfter: { status: 'no-answer', afterMs: outcome.afterMs } };
  }
}

/**
 * The deterministic carrier inside the server (DESIGN.md §5): a text's or a call's outcome follows
 * the number rules of packages/core/src/simulator/rules.ts, and every text is kept in simulator_sms.
 * Calls are kept by the voice module (its `calls` table is the simulator's call log too).
 */
export function createSimulatorCarrier(): Carrier {
  return {
    name: 'simulator',
    defaultBrandNumber: SIMULATOR_BRAND_NUMBER,
    async sendSms(db: DbExecutor, sms: OutboundSms): Promise<SmsSendResult> {
      const carrierSid = smsSid();
      const status = simulatedSmsOutcome(sms.to);
      await db.insert(simulatorSms).values({
        brandId: sms.brandId,
        sid: carrierSid,
        direction: 'outbound',
        fromNumber: sms.from,
        toNumber: sms.to,
        contactPhone: sms.to,
        body: sms.body,
        mediaUrl: sms.mediaUrl ?? null,
        status,
      });
      return { carrierSid, status };
    },
    async placeCall(_db, call) {
      return simulatedPlaceCall(call);
    },
    // Nothing to hang up: the Contact Simulator page follows its calls' status (call.updated).
    async endCall() {},
    // Inbound texts and calls come from the Contact Simulator (modules/simulator).
    registerInboundWebhooks() {},
  };
}

/** Keeps a text the Contact Simulator sent to the brand in the simulator's log. */
export async function recordSimulatedInboundSms(db: DbExecutor, sms: InboundSms): Promise<string> {
  const sid = smsSid();
  await db.insert(simulatorSms).values({
    brandId: sms.brandId,
    sid,
    direction: 'inbound',
    fromNumber: sms.from,
    toNumber: sms.to,
    contactPhone: sms.from,
    body: sms.body,
    status: 'received',
  });
  return sid;
}
