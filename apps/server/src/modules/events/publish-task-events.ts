import type { DbExecutor } from '../../platform/db/database.ts';
import { findContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { findContactIdByProfileId } from '../contacts/find-contact-by-profile-id.ts';
import { recordPlatformEvents } from './record-platform-events.ts';

// task.created and task.completed for the tasks routing creates or completes (routing-ports.ts, which
// the composition root connects to these), and for the modules that create tasks without a contact at
// hand (the simulator's custom tasks, transfers). docs/events.md "Events the platform publishes".

/** A task as these events read it. */
export type TaskOfContact = { sid: string; channel: string; attributes: Record<string, unknown> };

function text(attributes: Record<string, unknown>, key: string): string | null {
  const value = attributes[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The task's contact (docs/events.md "Who"): its profile's (a merged-away profile id finds the
 * survivor), else the owner of its contact phone; null when it names neither or they find nobody.
 */
export async function taskContactId(
  tx: DbExecutor,
  options: { brandId: string; attributes: Record<string, unknown> },
): Promise<string | null> {
  const { brandId, attributes } = options;
  const profileId = text(attributes, 'profileId');
  if (profileId) {
    const found = await findContactIdByProfileId(tx, { brandId, profileId });
    if (found) return found;
  }
  const phone = text(attributes, 'contactPhone');
  if (!phone) return null;
  return (await findContactByPhone(tx, { brandId, phone, profileId }))?.id ?? null;
}

/** The ids a task's events carry beside its sid and channel: its call's or conversation's. */
function linkedSids(attributes: Record<string, unknown>): Record<string, string> {
  const callSid = text(attributes, 'callSid');
  const conversationSid = text(attributes, 'conversationSid');
  return { ...(callSid ? { callSid } : {}), ...(conversationSid ? { conversationSid } : {}) };
}

/** `task.created` for the task's contact, in the creating transaction; no contact, no event. */
export async function publishTaskCreated(
  tx: DbExecutor,
  options: { brandId: string; task: TaskOfContact; userId: string | null; now: Date },
): Promise<void> {
  const { brandId, task } = options;
  const contactId = await taskContactId(tx, { brandId, attributes: task.attributes });
  if (!contactId) return;
  await recordPlatformEvents(tx, {
    brandId,
    now: options.now,
    events: [
      {
        contactId,
        name: 'task.created',
        properties: {
          taskSid: task.sid,
          channel: task.channel,
          ...linkedSids(task.attributes),
          ...(options.userId ? { userId: options.userId } : {}),
        },
      },
    ],
  });
}

/**
 * `task.completed` for the task's contact, in the completing transaction: the disposition the agent
 * chose at wrap-up (call.completed is published when the call ends, before it), and the agent.
 */
export async function publishTaskCompleted(
  tx: DbExecutor,
  options: {
    brandId: string;
    task: TaskOfContact & { disposition: string | null };
    userId: string | null;
    now: Date;
  },
): Promise<void> {
  const { brandId, task } = options;
  const contactId = await taskContactId(tx, { brandId, attributes: task.attributes });
  if (!contactId) return;
  const disposition = task.disposition?.trim() || null;
  await recordPlatformEvents(tx, {
    brandId,
    now: options.now,
    events: [
      {
        contactId,
        name: 'task.completed',
        properties: {
          taskSid: task.sid,
          channel: task.channel,
          ...(disposition ? { disposition } : {}),
          ...linkedSids(task.attributes),
          ...(options.userId ? { userId: options.userId } : {}),
        },
      },
    ],
  });
}
