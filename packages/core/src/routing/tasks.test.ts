import { describe, expect, it } from 'vitest';
import {
  DAILY_CHANNEL_TARGETS,
  DAILY_TASK_TARGET,
  dispositionSkipReason,
  dispositionSubmissionInput,
  reservationTaskStatus,
} from './tasks.ts';

describe('routing task rules', () => {
  it('skips a disposition with neither phone nor email (spec 001 §5)', () => {
    expect(dispositionSkipReason({ phone: ' ', email: null })).toBe('no_contact');
    expect(dispositionSkipReason({ phone: '+15555550100' })).toBeNull();
    expect(dispositionSkipReason({ email: 'a@b.test' })).toBeNull();
  });

  it('needs the task sid (spec 000 §5)', () => {
    const parsed = dispositionSubmissionInput.safeParse({ disposition: 'Sale' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['sid']);
  });

  it('says "assigned" for an accepted task (spec 001 §4) and "reserved" for an offered one', () => {
    expect(reservationTaskStatus('accepted', true)).toBe('assigned');
    expect(reservationTaskStatus('pending', true)).toBe('reserved');
    expect(reservationTaskStatus('pending', false)).toBe('pending');
    expect(reservationTaskStatus('completed', false)).toBe('completed');
  });

  it('splits the daily target over the three channels', () => {
    const { targetSms, targetCall, targetEmail } = DAILY_CHANNEL_TARGETS;
    expect(targetSms + targetCall + targetEmail).toBe(DAILY_TASK_TARGET);
  });
});
