import { addCallStatisticsSample, emptyCallStatistics } from '@parley/core/voice/call-statistics';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_PARTICIPANT, makeParticipant, makeSnapshot } from '../testing/voice-fixtures.ts';
import { activeConferenceOf } from './conference-snapshots.ts';
import { NO_MANAGER_ACTION, statisticsForTask, useVoiceStore } from './voice-store.ts';

beforeEach(() => useVoiceStore.getState().reset());

describe('the voice store', () => {
  it('ignores a snapshot older than the one it holds (spec 000 §4)', () => {
    const store = useVoiceStore.getState();
    expect(store.applySnapshot(makeSnapshot({ version: 3, recording: 'recording' }))).toBe(true);
    expect(store.applySnapshot(makeSnapshot({ version: 2, recording: 'none' }))).toBe(false);
    expect(useVoiceStore.getState().conferences.CF1?.recording).toBe('recording');
    // The join answer and its event carry the same version: taking it again is harmless.
    expect(store.applySnapshot(makeSnapshot({ version: 3, recording: 'recording' }))).toBe(true);
    expect(useVoiceStore.getState().conferenceByTask.WT1).toBe('CF1');
  });

  it('knows the live conference a user is in', () => {
    useVoiceStore.getState().applySnapshot(makeSnapshot());
    expect(activeConferenceOf(useVoiceStore.getState().conferences, 'user-1')?.conferenceSid).toBe('CF1');
    expect(activeConferenceOf(useVoiceStore.getState().conferences, 'user-9')).toBeUndefined();
    useVoiceStore.getState().applySnapshot(makeSnapshot({ version: 2, endedAt: new Date().toISOString() }));
    expect(activeConferenceOf(useVoiceStore.getState().conferences, 'user-1')).toBeUndefined();
  });

  it('clears the manager action when its participant leaves or the call ends', () => {
    const supervisor = makeParticipant({
      participantSid: 'CPsup',
      kind: 'supervisor',
      userId: 'user-2',
      mediaUserId: 'user-2',
      managerAction: 'listen',
    });
    const store = useVoiceStore.getState();
    store.applySnapshot(makeSnapshot({ participants: [makeParticipant(), CONTACT_PARTICIPANT, supervisor] }));
    store.setManagerAction({
      status: 'started-listening',
      taskSid: 'WT1',
      action: 'listen',
      conferenceSid: 'CF1',
      participantSid: 'CPsup',
    });
    store.applySnapshot(
      makeSnapshot({ version: 2, participants: [makeParticipant(), CONTACT_PARTICIPANT, supervisor] }),
    );
    expect(useVoiceStore.getState().managerAction.status).toBe('started-listening');
    store.applySnapshot(makeSnapshot({ version: 3 }));
    expect(useVoiceStore.getState().managerAction).toEqual(NO_MANAGER_ACTION);
  });

  it('finds the statistics of a task’s call for summarize-task', () => {
    const store = useVoiceStore.getState();
    expect(statisticsForTask('WT1')).toBeNull();
    store.linkTask('WT1', 'CF1');
    const statistics = addCallStatisticsSample(emptyCallStatistics(), { rtt: 3, mos: 4.4 });
    store.setQuality('CF1', { statistics, warnings: [] });
    expect(statisticsForTask('WT1')).toEqual(statistics);
    expect(statisticsForTask('WT2', { conferenceSid: 'CF1' })).toEqual(statistics);
  });
});
