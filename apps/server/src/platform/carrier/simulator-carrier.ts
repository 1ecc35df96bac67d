import { randomBytes } from 'node:crypto';
import { SIMULATOR_BRAND_NUMBER, simulatedSmsOutcome } from '@parley/core/simulator-rules';
import type { DbExecutor } from '../db/database.ts';
import type { Carrier, InboundSms, OutboundSms, SmsSendResult } from './carrier.ts';
import { simulatorSms } from './simulator-carrier.tables.ts';

function smsSid(): string {
  return `SM${randomBytes(16).toString('hex')}`;
}

/**
 * The deterministic carrier inside the server (DESIGN.md §5): a text's outcome follows the number
 * rules of packages/core/src/simulator-rules.ts, and every text is kept in simulator_sms.
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
        status,
      });
      return { carrierSid, status };
    },
    // Inbound texts come from the Contact Simulator, which records them with recordSimulatedInboundSms.
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
