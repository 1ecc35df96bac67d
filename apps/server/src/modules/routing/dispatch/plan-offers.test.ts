import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlanTask, type PlanWorker, planOffers } from './plan-offers.ts';

const SKILLS = ['a', 'b', 'c'];
const CHANNELS = ['sms', 'email'];

const workerArb = fc.record({
  skills: fc.subarray(SKILLS),
  sms: fc.integer({ min: 0, max: 2 }),
  email: fc.integer({ min: 0, max: 2 }),
  smsLoad: fc.integer({ min: 0, max: 2 }),
});
const taskArb = fc.record({
  skills: fc.subarray(SKILLS, { maxLength: 2 }),
  channel: fc.constantFrom(...CHANNELS),
  rejectedBy: fc.array(fc.nat({ max: 9 }), { maxLength: 2 }),
  reservedFor: fc.option(fc.nat({ max: 9 }), { freq: 5 }),
  preferred: fc.option(fc.nat({ max: 9 }), { freq: 3 }),
});

function build(
  workerSpecs: { skills: string[]; sms: number; email: number; smsLoad: number }[],
): PlanWorker[] {
  return workerSpecs.map((spec, index) => ({
    userId: `u${index}`,
    skills: new Set(spec.skills),
    capacity: { sms: spec.sms, email: spec.email },
    load: new Map([['sms', spec.smsLoad]]),
  }));
}
function tasksOf(
  specs: {
    skills: string[];
    channel: string;
    rejectedBy: number[];
    reservedFor: number | null;
    preferred?: number | null;
  }[],
) {
  return specs.map(
    (spec, index): PlanTask => ({
      sid: `t${index}`,
      classKey: `${spec.skills.join('+')}|${spec.channel}|${spec.reservedFor ?? ''}`,
      capacityChannel: spec.channel,
      requiredSkills: spec.skills,
      reserveForUserId: spec.reservedFor === null ? null : `u${spec.reservedFor}`,
      rejectedBy: new Set(spec.rejectedBy.map((n) => `u${n}`)),
      preferredUserId: spec.preferred === undefined || spec.preferred === null ? null : `u${spec.preferred}`,
    }),
  );
}
const pairs = (offers: { task: PlanTask; worker: PlanWorker }[]) =>
  offers.map((o) => [o.task.sid, o.worker.userId]);

describe('planOffers', () => {
  it('offers by task order to the longest-idle eligible agent, and moves that agent to the back', () => {
    const workers = build([
      { skills: ['a'], sms: 1, email: 0, smsLoad: 0 },
      { skills: ['a', 'b'], sms: 2, email: 0, smsLoad: 0 },
      { skills: [], sms: 1, email: 0, smsLoad: 1 },
    ]);
    const tasks = tasksOf([
      { skills: ['b'], channel: 'sms', rejectedBy: [], reservedFor: null },
      { skills: [], channel: 'sms', rejectedBy: [], reservedFor: null },
      { skills: [], channel: 'sms', rejectedBy: [], reservedFor: null },
      { skills: [], channel: 'sms', rejectedBy: [], reservedFor: null },
    ]);
    const plan = planOffers(tasks, { fresh: [...workers], used: [], complete: true });
    // u1 takes the skilled task; u0 (longest idle) the next; u1 again (has room); u2 is full.
    expect(pairs(plan.offers)).toEqual([
      ['t0', 'u1'],
      ['t1', 'u0'],
      ['t2', 'u1'],
    ]);
  });

  it('offers a task to its target agent first when available and eligible, else as any other', () => {
    const workers = build([
      { skills: [], sms: 1, email: 0, smsLoad: 0 },
      { skills: [], sms: 1, email: 0, smsLoad: 0 },
      { skills: [], sms: 1, email: 0, smsLoad: 1 },
    ]);
    const tasks = tasksOf([
      { skills: [], channel: 'sms', rejectedBy: [], reservedFor: null, preferred: 1 },
      // u2 has no room and u7 is not available: both go to whoever is next.
      { skills: [], channel: 'sms', rejectedBy: [], reservedFor: null, preferred: 2 },
      { skills: [], channel: 'sms', rejectedBy: [], reservedFor: null, preferred: 7 },
    ]);
    const plan = planOffers(tasks, { fresh: [...workers], used: [], complete: true });
    expect(pairs(plan.offers)).toEqual([
      ['t0', 'u1'],
      ['t1', 'u0'],
    ]);
    // From a partial list that does not hold the target agent, the pass asks for every agent.
    const partial = planOffers(tasks.slice(2), {
      fresh: build([{ skills: [], sms: 1, email: 0, smsLoad: 0 }]),
      used: [],
      complete: false,
    });
    expect(partial).toEqual({ offers: [], needsEveryAgent: true });
  });

  it('plans the same from the longest-idle agents alone as from all, unless it asks for all', () => {
    fc.assert(
      fc.property(
        fc.array(workerArb, { minLength: 1, maxLength: 10 }),
        fc.array(taskArb, { maxLength: 12 }),
        fc.nat({ max: 10 }),
        (workerSpecs, taskSpecs, cut) => {
          const tasks = tasksOf(taskSpecs);
          const full = planOffers(tasks, { fresh: build(workerSpecs), used: [], complete: true });
          const partialWorkers = build(workerSpecs).slice(0, Math.max(1, cut));
          const partial = planOffers(tasks, {
            fresh: partialWorkers,
            used: [],
            complete: partialWorkers.length === workerSpecs.length,
          });
          if (!partial.needsEveryAgent) expect(pairs(partial.offers)).toEqual(pairs(full.offers));
          // Never over capacity, never to a rejecter or an unskilled agent, never twice the same task.
          const seen = new Set<string>();
          for (const { task, worker } of full.offers) {
            expect(seen.has(task.sid)).toBe(false);
            seen.add(task.sid);
            expect(task.rejectedBy.has(worker.userId)).toBe(false);
            expect(task.requiredSkills.every((skill) => worker.skills.has(skill))).toBe(true);
            expect(worker.load.get(task.capacityChannel) ?? 0).toBeLessThanOrEqual(
              worker.capacity[task.capacityChannel] ?? 0,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
