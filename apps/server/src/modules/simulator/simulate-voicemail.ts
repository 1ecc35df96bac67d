import { simulatorVoicemailInput } from '@parley/core/simulator/inputs';
import type { z } from 'zod';
import type { Carrier } from '../../platform/carrier/carrier.ts';
import type { AppDb } from '../../platform/db/database.ts';
import { parsePhoneField } from '../../platform/http/parse-phone.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { findOrCreateContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { type PlatformEvent, recordPlatformEvents } from '../events/record-platform-events.ts';
import { createTask } from '../routing/tasks/create-task.ts';

/** The title of a voicemail task. */
export const VOICEMAIL_TITLE = 'Voicemail';

/**
 * The contact `from` leaves the brand (at `to`, else the carrier's default number) a voicemail: a
 * task shell on channel `voicemail` (capacity `voicemail`) with its duration and optional transcript.
 * As for a text, an unknown number gets a minimal contact, so the task has a profile.
 */
export async function simulateVoicemail(
  deps: { db: AppDb; bus: EventBus; carrier: Carrier },
  options: { brandId: string; input: z.input<typeof simulatorVoicemailInput> },
): Promise<{ taskSid: string; profileId: string }> {
  const input = simulatorVoicemailInput.parse(options.input);
  const from = parsePhoneField(input.from, 'from');
  const to = input.to?.trim() ? parsePhoneField(input.to, 'to') : deps.carrier.defaultBrandNumber;
  const now = new Date();
  // The contact commits first: routing publishes as it creates the task, outside any transaction.
  // docs/events.md "Events the platform publishes": the recording is complete when it arrives.
  const contact = await deps.db.transaction(async (tx) => {
    const found = await findOrCreateContactByPhone(tx, { brandId: options.brandId, phone: from });
    const published: PlatformEvent[] = [];
    if (found.created)
      published.push({ contactId: found.id, name: 'contact.created', properties: { source: 'voicemail' } });
    published.push({
      contactId: found.id,
      name: 'voicemail.completed',
      properties: {
        direction: 'inbound',
        from,
        to,
        durationSeconds: input.durationSeconds,
        ...(input.transcript ? { transcript: input.transcript } : {}),
      },
    });
    await recordPlatformEvents(tx, { brandId: options.brandId, events: published, now });
    return found;
  });
  const attributes = {
    title: VOICEMAIL_TITLE,
    direction: 'inbound',
    contactPhone: from,
    name: contact.name ?? from,
    profileId: contact.profileId,
    ...(contact.email ? { email: contact.email } : {}),
    parleyVoicePhone: to,
    durationSeconds: input.durationSeconds,
    ...(input.transcript ? { transcript: input.transcript } : {}),
    source: 'simulator',
  };
  const { taskSid } = await createTask(deps.db, deps.bus, {
    brandId: options.brandId,
    channel: 'voicemail',
    attributes,
    now,
  });
  // createTask commits on its own (batched): its task.created follows in a transaction of its own.
  await deps.db.transaction((tx) =>
    recordPlatformEvents(tx, {
      brandId: options.brandId,
      now,
      events: [
        { contactId: contact.id, name: 'task.created', properties: { taskSid, channel: 'voicemail' } },
      ],
    }),
  );
  return { taskSid, profileId: contact.profileId };
}
