import {
  type ConferenceSnapshot,
  VOICE_EVENTS,
  type VoiceNotification,
  type VoiceSignal,
} from '@parley/core/voice/voice-contract';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { EventBus, PublishInput } from '../../platform/realtime/event-bus.ts';
import { listPrivilegedUserIds } from '../routing/workers/worker-directory.ts';
import { toCallView, toConferenceSnapshot } from './conference-snapshot.ts';
import { type CallRow, type ConferenceRow, type ParticipantRow, presentParticipants } from './voice-store.ts';

// The voice events of docs/voice-contract.md "Events on the stream". Use-cases collect them while
// their transaction runs and publish them after it commits.

/** `call.updated` to the brand: the simulator page and the desk follow their calls by sid. */
export function callUpdatedEvent(call: CallRow): PublishInput {
  return { brandId: call.brandId, name: VOICE_EVENTS.callUpdated, data: toCallView(call) };
}

export function notificationEvent(brandId: string, userId: string, data: VoiceNotification): PublishInput {
  return { brandId, userId, name: VOICE_EVENTS.notification, data };
}

export function signalEvent(brandId: string, userId: string, data: VoiceSignal): PublishInput {
  return { brandId, userId, name: VOICE_EVENTS.signal, data };
}

/**
 * The conference's snapshot now, and a `conference.snapshot` for each user who must see it: every
 * present participant's media user, the users of participants who just left (`formerUserIds`, so
 * their browsers learn they are out) and every admin and supervisor of the brand.
 */
export async function snapshotEvents(
  tx: DbExecutor,
  conference: ConferenceRow,
  formerUserIds: readonly (string | null)[] = [],
): Promise<{ snapshot: ConferenceSnapshot; events: PublishInput[] }> {
  const present: ParticipantRow[] = await presentParticipants(tx, conference.brandId, conference.sid);
  const snapshot = toConferenceSnapshot(conference, present);
  const recipients = new Set<string>();
  for (const participant of present) if (participant.mediaUserId) recipients.add(participant.mediaUserId);
  for (const userId of formerUserIds) if (userId) recipients.add(userId);
  for (const userId of await listPrivilegedUserIds(tx, conference.brandId)) recipients.add(userId);
  const events = [...recipients].map((userId) => ({
    brandId: conference.brandId,
    userId,
    name: VOICE_EVENTS.snapshot,
    data: snapshot,
  }));
  return { snapshot, events };
}

/** Publishes after commit, in order, with one multi-row insert into the event log. */
export async function publishVoiceEvents(bus: EventBus, events: readonly PublishInput[]): Promise<void> {
  if (events.length > 0) await bus.publishMany(events);
}
