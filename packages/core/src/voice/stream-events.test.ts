import { describe, expect, it } from 'vitest';
import {
  callViewSchema,
  conferenceSnapshotSchema,
  voicemailDropEventSchema,
  voiceNotificationSchema,
  voiceSignalSchema,
} from './stream-events.ts';
import type { ConferenceSnapshot } from './voice-contract.ts';

const snapshot: ConferenceSnapshot = {
  conferenceSid: 'CF1',
  conferenceFriendlyId: 'WT1',
  taskSid: 'WT1',
  startedAt: '2026-11-27T10:00:00.000Z',
  endedAt: null,
  recording: 'recording',
  lastUpdatedAt: '2026-11-27T10:00:05.000Z',
  version: 3,
  participants: [
    {
      participantSid: 'CP1',
      kind: 'agent',
      type: 'internal',
      callerUri: 'client:WK1',
      callSid: 'CA1',
      name: 'Ada',
      userId: 'u1',
      mediaUserId: 'u1',
      workerSid: 'WK1',
      muted: false,
      hold: true,
      managerAction: null,
      joinedAt: '2026-11-27T10:00:01.000Z',
    },
  ],
  mediaPlan: { CP1: [{ peerSid: 'CP2', send: true, receive: false }] },
};

describe('the voice events of the stream catalogue', () => {
  it('takes a snapshot as the contract shapes it and refuses a malformed one', () => {
    expect(conferenceSnapshotSchema.safeParse(JSON.parse(JSON.stringify(snapshot)))).toEqual({
      success: true,
      data: snapshot,
    });
    expect(conferenceSnapshotSchema.safeParse({ conferenceSid: 'CF1' }).success).toBe(false);
    const robot = { ...snapshot, participants: [{ participantSid: 'CP1', kind: 'robot' }] };
    expect(conferenceSnapshotSchema.safeParse(robot).success).toBe(false);
  });

  it('fills what only describes a participant and an absent media plan', () => {
    const { mediaPlan: _, ...withoutPlan } = snapshot;
    const parsed = conferenceSnapshotSchema.parse({
      ...withoutPlan,
      recording: 'sideways',
      participants: [{ participantSid: 'CP1', kind: 'contact', muted: 'yes', userId: '' }],
    });
    expect(parsed.mediaPlan).toEqual({});
    expect(parsed.recording).toBe('none');
    expect(parsed.participants[0]).toMatchObject({ type: 'internal', muted: false, userId: null, name: '' });
  });

  it('reads calls, signals, notifications and voicemail drops', () => {
    expect(
      callViewSchema.parse({
        callSid: 'CA1',
        status: 'busy',
        direction: 'outbound',
        failureReason: 'nonsense',
      }),
    ).toMatchObject({
      callSid: 'CA1',
      status: 'busy',
      direction: 'outbound',
      failureReason: null,
      taskSid: null,
    });
    expect(callViewSchema.safeParse({ callSid: 'CA1', status: 'exploded' }).success).toBe(false);
    expect(
      voiceSignalSchema.parse({
        conferenceSid: 'CF1',
        fromParticipantSid: 'a',
        toParticipantSid: 'b',
        kind: 'bye',
      }),
    ).toEqual({ conferenceSid: 'CF1', fromParticipantSid: 'a', toParticipantSid: 'b', kind: 'bye', sdp: '' });
    expect(voiceSignalSchema.safeParse({ conferenceSid: 'CF1', kind: 'offer' }).success).toBe(false);
    expect(voiceNotificationSchema.parse({ kind: 'contactHungUp', taskSid: 'WT1', name: null })).toEqual({
      kind: 'contactHungUp',
      taskSid: 'WT1',
      name: null,
    });
    expect(voiceNotificationSchema.safeParse({ kind: 'party' }).success).toBe(false);
    const drop = {
      conferenceSid: 'CF1',
      callSid: 'CA1',
      recordingId: 'r1',
      audioUrl: '/api/voicemail-drops/r1/audio',
    };
    expect(voicemailDropEventSchema.parse({ ...drop, durationSeconds: 4 })).toEqual({
      ...drop,
      durationSeconds: 4,
    });
    expect(voicemailDropEventSchema.safeParse({ ...drop, audioUrl: 'https://elsewhere/x.wav' }).success).toBe(
      false,
    );
  });
});
