import { describe, expect, it } from 'vitest';
import { makeReservation } from './fixtures.ts';
import { autocompleteRemainingMs, planDispositionSubmission } from './wrap-up.ts';

const form = {
  outcomeId: 'd1',
  disposition: 'Resolved',
  notes: '  called back ',
  objections: ['Price', 'Price', ' '],
};
const agent = { id: 'u1', email: 'agent@example.com' };

describe('planDispositionSubmission (spec 001 §3, §5)', () => {
  it('builds the submission', () => {
    const reservation = makeReservation({ attributes: { contactPhone: '+14155550101' } });
    const plan = planDispositionSubmission({
      reservation,
      brandSlug: 'acme',
      agent,
      form,
      dispositionedBy: 'agent',
    });
    expect(plan).toEqual({
      kind: 'submit',
      submission: {
        phone: '+14155550101',
        email: null,
        agentID: 'u1',
        agentEmail: 'agent@example.com',
        objections: ['Price'],
        outcomeId: 'd1',
        disposition: 'Resolved',
        dispositionedBy: 'agent',
        notes: 'called back',
        sid: reservation.taskSid,
        taskAttributes: reservation.attributes,
        audioStatistics: null,
      },
    });
  });

  it('skips without task, brand, or both phone and email', () => {
    const base = { agent, form, dispositionedBy: 'agent' as const };
    expect(planDispositionSubmission({ ...base, reservation: null, brandSlug: 'acme' })).toEqual({
      kind: 'skip',
      reason: 'noTask',
    });
    expect(planDispositionSubmission({ ...base, reservation: makeReservation(), brandSlug: '' })).toEqual({
      kind: 'skip',
      reason: 'noBrand',
    });
    expect(
      planDispositionSubmission({
        ...base,
        reservation: makeReservation({ attributes: {} }),
        brandSlug: 'acme',
      }),
    ).toEqual({ kind: 'skip', reason: 'noContact' });
    const emailOnly = makeReservation({ attributes: { email: 'c@example.com' } });
    expect(planDispositionSubmission({ ...base, reservation: emailOnly, brandSlug: 'acme' }).kind).toBe(
      'submit',
    );
  });
});

describe('autocompleteRemainingMs (spec 000 §4)', () => {
  it('counts down from the start of wrap-up and stops at 0', () => {
    expect(autocompleteRemainingMs(1_000, 30, 1_000)).toBe(30_000);
    expect(autocompleteRemainingMs(1_000, 30, 21_000)).toBe(10_000);
    expect(autocompleteRemainingMs(1_000, 30, 99_000)).toBe(0);
  });

  it('has no countdown without seconds', () => {
    expect(autocompleteRemainingMs(0, 0, 0)).toBeNull();
    expect(autocompleteRemainingMs(0, null, 0)).toBeNull();
  });
});
