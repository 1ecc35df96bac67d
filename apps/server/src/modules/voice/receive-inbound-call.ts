import { INBOUND_CALL_TITLE } from '@parley/core/voice/voice-contract';
import type { InboundCall, InboundCallReceipt } from '../../platform/carrier/carrier.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { findOrCreateContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { type PlatformEvent, recordPlatformEvents } from '../events/record-platform-events.ts';
import { createTaskWithin } from '../routing/tasks/create-task.ts';
import { calls } from './voice.tables.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { callUpdatedEvent, publishVoiceEvents } from './voice-events.ts';
import { newCallSid } from './voice-ids.ts';
import { setCall } from './voice-store.ts';

/**
 * A contact calls the brand (the carrier's inbound handler; the Contact Simulator's inbound-call):
 * the contact's leg rings, and a task on channel `voice` titled 'Incoming Call' is routed like any
 * other — "a pending inbound task on a call channel without a trigger call is an incoming call"
 * (spec 000 §4). An unknown number gets a minimal contact, as for a text. One transaction.
 */
export async function receiveInboundCall(
  deps: Pick<VoiceDeps, 'db' | 'bus'>,
  inbound: InboundCall & { now?: Date },
): Promise<InboundCallReceipt> {
  const now = inbound.now ?? new Date();
  const events: PublishInput[] = [];
  const receipt = await deps.db.transaction(async (tx) => {
    const contact = await findOrCreateContactByPhone(tx, { brandId: inbound.brandId, phone: inbound.from });
    const [ringing] = await tx
      .insert(calls)
      .values({
        brandId: inbound.brandId,
        sid: newCallSid(),
        direction: 'inbound',
        leg: 'contact',
        fromNumber: inbound.from,
        toNumber: inbound.to,
        status: 'ringing',
        contactName: contact.name,
        mediaUserId: inbound.mediaUserId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!ringing) throw new Error('the call was not stored');
    const task = await createTaskWithin(tx, {
      brandId: inbound.brandId,
      channel: 'voice',
      now,
      attributes: {
        title: INBOUND_CALL_TITLE,
        direction: 'inbound',
        contactPhone: inbound.from,
        name: contact.name ?? inbound.from,
        profileId: contact.profileId,
        ...(contact.email ? { email: contact.email } : {}),
        parleyVoicePhone: inbound.to,
        callSid: ringing.sid,
      },
    });
    const call = await setCall(tx, ringing, { taskSid: task.taskSid, updatedAt: now });
    events.push(callUpdatedEvent(call), ...task.events);
    // docs/events.md "Events the platform publishes", with the call and its task.
    const published: PlatformEvent[] = [];
    if (contact.created)
      published.push({ contactId: contact.id, name: 'contact.created', properties: { source: 'call' } });
    published.push({
      contactId: contact.id,
      name: 'task.created',
      properties: { taskSid: task.taskSid, channel: 'voice', callSid: call.sid },
    });
    await recordPlatformEvents(tx, { brandId: inbound.brandId, events: published, now });
    return { callSid: call.sid, taskSid: task.taskSid };
  });
  await publishVoiceEvents(deps.bus, events);
  return receipt;
}
