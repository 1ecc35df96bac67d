import { describe, expect, it } from 'vitest';
import { makeSnapshot } from '../testing/voice-fixtures.ts';
import {
  conferenceSnapshotSchema,
  parseCallView,
  parseVoiceNotification,
  parseVoiceSignal,
} from './voice-types.ts';

describe('reading the voice events', () => {
  it('takes a snapshot as the contract shapes it and refuses a malformed one', () => {
    const snapshot = makeSnapshot();
    expect(conferenceSnapshotSchema.safeParse(JSON.parse(JSON.stringify(snapshot)))).toEqual({
      success: true,
      data: snapshot,
    });
    expect(conferenceSnapshotSchema.safeParse({ conferenceSid: 'CF1' }).success).toBe(false);
    expect(
      conferenceSnapshotSchema.safeParse({
        ...snapshot,
        participants: [{ participantSid: 'CP1', kind: 'robot' }],
      }).success,
    ).toBe(false);
  });

  it('reads calls, signals and notifications', () => {
    expect(
      parseCallView({ callSid: 'CA1', status: 'busy', direction: 'outbound', failureReason: 'nonsense' }),
    ).toMatchObject({
      callSid: 'CA1',
      status: 'busy',
      failureReason: null,
    });
    expect(parseCallView({ callSid: 'CA1', status: 'exploded' })).toBeNull();
    expect(
      parseVoiceSignal({ conferenceSid: 'CF1', fromParticipantSid: 'a', toParticipantSid: 'b', kind: 'bye' }),
    ).toEqual({
      conferenceSid: 'CF1',
      fromParticipantSid: 'a',
      toParticipantSid: 'b',
      kind: 'bye',
      sdp: '',
    });
    expect(parseVoiceSignal({ conferenceSid: 'CF1', kind: 'offer' })).toBeNull();
    expect(parseVoiceNotification({ kind: 'contactHungUp', taskSid: 'WT1', name: null })).toEqual({
      kind: 'contactHungUp',
      taskSid: 'WT1',
      name: null,
    });
    expect(parseVoiceNotification({ kind: 'party' })).toBeNull();
  });
});
