import { describe, expect, it } from 'vitest';
import {
  autoOpenUrlFor,
  becomesActiveOnArrival,
  inboundCallExceptionApplies,
  isDelayedInboundEmail,
  isInboundCallTask,
  normalizeOpenUrl,
  parseAutoAcceptTitles,
  shouldAutoAccept,
} from './auto-accept.ts';
import { makeReservation } from './fixtures.ts';

const off = { autoAcceptByTaskTitle: false, autoAcceptTaskTitles: null };

describe('shouldAutoAccept (spec 001 §4)', () => {
  it('accepts a pending auto-answer task', () => {
    expect(shouldAutoAccept(makeReservation({ attributes: { autoAnswer: true } }), off)).toBe(true);
    expect(shouldAutoAccept(makeReservation({ attributes: { autoAnswer: 'true' } }), off)).toBe(true);
  });

  it('leaves other tasks, accepted ones and Progressive Dial tasks alone', () => {
    expect(shouldAutoAccept(makeReservation(), off)).toBe(false);
    expect(
      shouldAutoAccept(makeReservation({ status: 'accepted', attributes: { autoAnswer: true } }), off),
    ).toBe(false);
    expect(
      shouldAutoAccept(
        makeReservation({ attributes: { autoAnswer: true, taskType: 'Progressive Dial' } }),
        off,
      ),
    ).toBe(false);
  });

  it('accepts by title when the autoAcceptByTaskTitle flag is on and the setting names it', () => {
    const followUp = makeReservation({ attributes: { title: 'Follow Up' } });
    const on = (titles: string) => ({ autoAcceptByTaskTitle: true, autoAcceptTaskTitles: titles });
    expect(shouldAutoAccept(followUp, on('Callback, follow up'))).toBe(true);
    expect(shouldAutoAccept(followUp, on('ALL'))).toBe(true);
    expect(shouldAutoAccept(followUp, on('Callback'))).toBe(false);
    expect(shouldAutoAccept(followUp, { ...on('all'), autoAcceptByTaskTitle: false })).toBe(false);
    expect(shouldAutoAccept(makeReservation({ attributes: {} }), on('Callback'))).toBe(false);
  });

  it("accepts call tasks when their title's callsAutoAccept preference is on, and nothing else", () => {
    const incoming = makeReservation({
      taskChannelUniqueName: 'voice',
      attributes: { title: 'Incoming Call' },
    });
    const sms = makeReservation({ taskChannelUniqueName: 'sms', attributes: { title: 'Incoming Call' } });
    const calls = { ...off, callsAutoAccept: true };
    expect(shouldAutoAccept(incoming, calls)).toBe(true);
    expect(shouldAutoAccept(incoming, off)).toBe(false);
    expect(shouldAutoAccept(sms, calls)).toBe(false);
    expect(shouldAutoAccept(incoming, { ...calls, autoAcceptInboundCallsInConversations: true })).toBe(false);
    const dial = makeReservation({
      taskChannelUniqueName: 'voice',
      attributes: { title: 'outbound call', taskType: 'Progressive Dial', direction: 'outbound' },
    });
    expect(shouldAutoAccept(dial, calls)).toBe(false);
  });

  describe('the inbound-call exception (autoAcceptInboundCallsInConversations)', () => {
    const call = (attributes: Record<string, unknown>, channel = 'voice') =>
      makeReservation({
        taskChannelUniqueName: channel,
        attributes: { title: 'Incoming Call', direction: 'inbound', autoAnswer: true, ...attributes },
      });
    const flagOn = { ...off, autoAcceptInboundCallsInConversations: true };

    it('auto-answers an inbound call while the flag is off (or absent)', () => {
      expect(shouldAutoAccept(call({}), off)).toBe(true);
      expect(shouldAutoAccept(call({}), { ...off, autoAcceptInboundCallsInConversations: false })).toBe(true);
    });

    it('leaves an inbound call (or a transfer) to the agent while the flag is on', () => {
      expect(shouldAutoAccept(call({}), flagOn)).toBe(false);
      expect(shouldAutoAccept(call({ direction: undefined }), flagOn)).toBe(false);
      expect(shouldAutoAccept(call({ taskType: 'Transfer Call', title: 'Transfer Call' }), flagOn)).toBe(
        false,
      );
      for (const channel of ['conferences', 'default', 'priority'])
        expect(shouldAutoAccept(call({}, channel), flagOn), channel).toBe(false);
    });

    it('holds for the title rule too', () => {
      const byTitle = { ...flagOn, autoAcceptByTaskTitle: true, autoAcceptTaskTitles: 'all' };
      expect(shouldAutoAccept(call({ autoAnswer: false }), byTitle)).toBe(false);
      expect(
        shouldAutoAccept(call({ autoAnswer: false }), {
          ...byTitle,
          autoAcceptInboundCallsInConversations: false,
        }),
      ).toBe(true);
    });

    it('does not touch outbound calls, calls the agent triggered or other channels', () => {
      expect(shouldAutoAccept(call({ direction: 'outbound', title: 'outbound call' }), flagOn)).toBe(true);
      expect(shouldAutoAccept(call({ direction: undefined, triggerCall: true }), flagOn)).toBe(true);
      expect(shouldAutoAccept(call({}, 'sms'), flagOn)).toBe(true);
      expect(shouldAutoAccept(call({}, 'custom-tasks'), flagOn)).toBe(true);
    });

    it('reads an inbound call as spec 000 §4 does', () => {
      expect(isInboundCallTask(call({}))).toBe(true);
      expect(isInboundCallTask(call({ triggerCall: 'false' }))).toBe(true);
      expect(isInboundCallTask(call({ triggerCall: 'yes' }))).toBe(false);
      expect(isInboundCallTask(call({ direction: 'OUTBOUND' }))).toBe(false);
      expect(isInboundCallTask(call({}, 'email'))).toBe(false);
      expect(inboundCallExceptionApplies(call({}), off)).toBe(false);
      expect(inboundCallExceptionApplies(call({}), flagOn)).toBe(true);
    });
  });

  it('parses the setting', () => {
    expect(parseAutoAcceptTitles(' all ')).toEqual({ kind: 'all' });
    expect(parseAutoAcceptTitles('A, b ,,a')).toEqual({ kind: 'titles', titles: ['a', 'b'] });
    expect(parseAutoAcceptTitles(null)).toEqual({ kind: 'titles', titles: [] });
  });
});

describe('arrival rules (spec 001 §4)', () => {
  it('makes a new auto-answer task active unless it is on the default channel', () => {
    expect(becomesActiveOnArrival(makeReservation({ attributes: { autoAnswer: true } }))).toBe(true);
    expect(
      becomesActiveOnArrival(
        makeReservation({ taskChannelUniqueName: 'default', attributes: { autoAnswer: true } }),
      ),
    ).toBe(false);
    expect(becomesActiveOnArrival(makeReservation())).toBe(false);
  });

  it('delays inbound email tasks only', () => {
    const email = (direction: string) =>
      makeReservation({ taskChannelUniqueName: 'email', attributes: { direction } });
    expect(isDelayedInboundEmail(email('inbound'))).toBe(true);
    expect(isDelayedInboundEmail(email('outbound'))).toBe(false);
    expect(isDelayedInboundEmail(makeReservation())).toBe(false);
  });
});

describe('openUrl (spec 001 §4)', () => {
  it('opens http, https and www addresses; www gets https', () => {
    expect(normalizeOpenUrl('https://crm.example.com/c/1')).toBe('https://crm.example.com/c/1');
    expect(normalizeOpenUrl('HTTP://crm.example.com')).toBe('http://crm.example.com');
    expect(normalizeOpenUrl(' www.example.com/a?b=1 ')).toBe('https://www.example.com/a?b=1');
  });

  it('ignores everything else', () => {
    for (const value of [
      'javascript:alert(1)',
      'ftp://x',
      '/relative',
      'example.com',
      'http://',
      '',
      42,
      null,
    ]) {
      expect(normalizeOpenUrl(value)).toBeNull();
    }
  });

  it('follows the tasksAutoOpenUrl setting of the task title', () => {
    const task = makeReservation({ attributes: { title: 'Lead', openUrl: 'www.crm.test/lead' } });
    const bare = makeReservation({ attributes: { title: 'Lead' } });
    expect(autoOpenUrlFor(task)).toBe('https://www.crm.test/lead');
    expect(autoOpenUrlFor(task, { enabled: false, openUrl: 'https://crm.test' })).toBeNull();
    expect(autoOpenUrlFor(bare, { enabled: true, openUrl: 'https://crm.test' })).toBe('https://crm.test');
    expect(autoOpenUrlFor(bare, { enabled: true, openUrl: '' })).toBeNull();
    expect(autoOpenUrlFor(bare)).toBeNull();
  });
});
