import type { ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { toConferenceSnapshot } from './conference-snapshot.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { publishVoiceEvents, snapshotEvents } from './voice-events.ts';
import {
  bumpConference,
  type CallRow,
  type ConferenceRow,
  findConference,
  lockLiveConference,
  type ParticipantRow,
  presentParticipants,
} from './voice-store.ts';

export type ConferenceTarget = { call: CallRow; conference: ConferenceRow; present: ParticipantRow[] };

/**
 * One change to a live conference, in one transaction: lock it (its contact call first), let
 * `change` do its part and return the events it makes (its snapshots included), publish them after
 * the commit, and answer the conference's snapshot as it is then.
 */
export async function changeConference(
  deps: VoiceDeps,
  options: { brandId: string; conferenceSid: string },
  change: (tx: DbExecutor, target: ConferenceTarget) => Promise<PublishInput[]>,
): Promise<ConferenceSnapshot> {
  const events: PublishInput[] = [];
  const snapshot = await deps.db.transaction(async (tx) => {
    const { call, conference } = await lockLiveConference(tx, options.brandId, options.conferenceSid);
    const present = await presentParticipants(tx, options.brandId, conference.sid);
    events.push(...(await change(tx, { call, conference, present })));
    const after = (await findConference(tx, options.brandId, conference.sid)) ?? conference;
    return toConferenceSnapshot(after, await presentParticipants(tx, options.brandId, conference.sid));
  });
  await publishVoiceEvents(deps.bus, events);
  return snapshot;
}

/** A change that only altered rows of the conference: bump its version and push the snapshot. */
export async function bumpAndSnapshot(
  tx: DbExecutor,
  conference: ConferenceRow,
  now: Date,
  changes: Partial<Pick<ConferenceRow, 'recording' | 'transferTaskSid' | 'transferFromUserId'>> = {},
  formerUserIds: readonly (string | null)[] = [],
): Promise<PublishInput[]> {
  const changed = await bumpConference(tx, conference, { ...changes, updatedAt: now });
  return (await snapshotEvents(tx, changed, formerUserIds)).events;
}
