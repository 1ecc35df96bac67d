// bench/dialer server mode: the simulated contacts. They follow the brand's calls as the Contact
// Simulator page does (`call.updated` on the stream of the admin who plays them) and, for each call
// the server places that starts ringing, draw its outcome and ring time from the bench's answer-rate
// model (core call-outcome-model.ts: outcomeFor, ringDurationMs), then after that ring time:
// - a person answers: answerCall, the use-case behind the page's Answer (POST
//   /api/simulator/calls/:sid/answer), the page carrying the contact's audio (its user is the call's
//   media user, so the safe-harbour message of an abandon comes back to it); the talk time is drawn
//   now (talkDurationMs) for the agent who will take the call;
// - busy, no answer, failed: applyRingingOutcome, what the simulator's ring timer and a carrier's
//   status webhook call (the page has no button for these; hanging up would be `canceled`);
// - a machine answers: answerCall's own steps with `answeredBy: 'machine'` (answerMachine below). The
//   server has no use-case for a machine answering after it rang: answerCall always answers as a
//   person, and the simulator's only machine is the `…0008` number answering at once.
// Ring times are divided by the time scale; the server's own timers (the 30 s ring timeout, the 2 s
// abandon grace, the 1 s voice sweep) are not.
import {
  type CallOutcomeModel,
  outcomeFor,
  ringDurationMs,
  talkDurationMs,
} from '@parley/core/campaigns/dialer/call-outcome-model';
import type { CallOutcome } from '@parley/core/campaigns/dialer/dialer-model';
import { SAFE_HARBOUR_EVENT } from '@parley/core/voice/stream-events';
import { type CallView, isLiveCallStatus, VOICE_EVENTS } from '@parley/core/voice/voice-contract';
import { answerCall } from '../../apps/server/src/modules/voice/answer-call.ts';
import { applyRingingOutcome } from '../../apps/server/src/modules/voice/apply-ringing-outcome.ts';
import { dialerCallAnswered } from '../../apps/server/src/modules/voice/dialer-calls.ts';
import { lockLeg } from '../../apps/server/src/modules/voice/lock-leg.ts';
import type { VoiceDeps } from '../../apps/server/src/modules/voice/voice-deps.ts';
import { callUpdatedEvent, publishVoiceEvents } from '../../apps/server/src/modules/voice/voice-events.ts';
import { setCall } from '../../apps/server/src/modules/voice/voice-store.ts';
import type { PublishInput, StreamEvent } from '../../apps/server/src/platform/realtime/event-bus.ts';

/**
 * answerCall (voice/answer-call.ts) for a dialer's call a machine answers: the same lock, change and
 * event, with `answeredBy: 'machine'`, then the dialer's answer (dialer-calls.ts), which ends it. A
 * dialer's call has no conference before an agent joins, so answerCall's conference steps do nothing.
 */
async function answerMachine(
  deps: VoiceDeps,
  options: { brandId: string; callSid: string; mediaUserId: string },
) {
  const now = new Date();
  const events: PublishInput[] = [];
  await deps.db.transaction(async (tx) => {
    const { call } = await lockLeg(tx, options.brandId, options.callSid);
    if (call.direction !== 'outbound' || call.status !== 'ringing') return;
    const answered = await setCall(tx, call, {
      status: 'in-progress',
      answeredAt: now,
      mediaUserId: options.mediaUserId,
      timeoutAt: null,
      timeoutStatus: null,
      answeredBy: 'machine',
      updatedAt: now,
    });
    events.push(callUpdatedEvent(answered));
    events.push(...(await dialerCallAnswered(tx, deps.carrier, answered, now)));
  });
  await publishVoiceEvents(deps.bus, events);
}

const RINGING_END: Record<Exclude<CallOutcome, 'human' | 'machine'>, 'busy' | 'no-answer' | 'failed'> = {
  busy: 'busy',
  noAnswer: 'no-answer',
  failed: 'failed',
};

export type SimulatedContacts = ReturnType<typeof createSimulatedContacts>;

export function createSimulatedContacts(options: {
  deps: VoiceDeps;
  brandId: string;
  /** The admin whose Contact Simulator page plays the contacts (the calls' media user). */
  simulatorUserId: string;
  model: CallOutcomeModel;
  random: () => number;
  timeScale: number;
  onFailure: (error: unknown) => void;
}) {
  const { deps, brandId, model, random, timeScale } = options;
  /** Every call seen ringing: its number and drawn outcome. */
  const dialed = new Map<string, { to: string; outcome: CallOutcome; at: number }>();
  /** Talk time drawn for each call a person answered (model ms, before the time scale). */
  const talkMs = new Map<string, number>();
  const answeredByPerson = new Set<string>();
  const safeHarbour = new Set<string>();
  const liveByNumber = new Map<string, string>();
  const drawn: Record<CallOutcome, number> = { human: 0, machine: 0, busy: 0, noAnswer: 0, failed: 0 };
  let ringing = 0;
  let dialedTwiceAtOnce = 0;
  /** What each call's contact did, once done: the agent of an agent-first call waits for it. */
  const played = new Map<string, { done: Promise<CallOutcome>; resolve: (outcome: CallOutcome) => void }>();
  const playedOf = (callSid: string) => {
    let entry = played.get(callSid);
    if (!entry) {
      let resolve: (outcome: CallOutcome) => void = () => {};
      const done = new Promise<CallOutcome>((settle) => {
        resolve = settle;
      });
      entry = { done, resolve };
      played.set(callSid, entry);
    }
    return entry;
  };

  async function act(callSid: string, outcome: CallOutcome, agentFirst: boolean) {
    try {
      if (outcome === 'human') {
        const talk = talkDurationMs(model, random);
        talkMs.set(callSid, talk);
        await answerCall(deps, { brandId, callSid, mediaUserId: options.simulatorUserId });
        answeredByPerson.add(callSid);
      } else if (outcome === 'machine' && agentFirst) {
        // An agent's own call (progressive): the phone answers; the server cannot tell a machine (it
        // keeps answeredBy for dialer calls), the agent hears one and hangs up (server-agents.ts).
        await answerCall(deps, { brandId, callSid, mediaUserId: options.simulatorUserId });
      } else if (outcome === 'machine') {
        await answerMachine(deps, { brandId, callSid, mediaUserId: options.simulatorUserId });
      } else {
        await applyRingingOutcome(deps, { brandId, callSid, status: RINGING_END[outcome] });
      }
    } catch (error) {
      options.onFailure(error);
    } finally {
      ringing -= 1;
      playedOf(callSid).resolve(outcome);
    }
  }

  function onCallUpdated(call: CallView) {
    if (call.direction !== 'outbound') return;
    if (!isLiveCallStatus(call.status)) {
      if (liveByNumber.get(call.to) === call.callSid) liveByNumber.delete(call.to);
      return;
    }
    if (call.status !== 'ringing' || dialed.has(call.callSid)) return;
    const other = liveByNumber.get(call.to);
    if (other && other !== call.callSid) dialedTwiceAtOnce += 1;
    liveByNumber.set(call.to, call.callSid);
    const outcome = outcomeFor(call.to, model, random);
    drawn[outcome] += 1;
    dialed.set(call.callSid, { to: call.to, outcome, at: Date.now() });
    ringing += 1;
    const ringMs = ringDurationMs(outcome, random) / timeScale;
    // An agent-first call (progressive: the agent's create-call) has its conference from the start.
    setTimeout(() => void act(call.callSid, outcome, call.conferenceSid !== null), ringMs);
  }

  return {
    onEvent(event: StreamEvent) {
      if (event.name === VOICE_EVENTS.callUpdated) onCallUpdated(event.data as CallView);
      else if (event.name === SAFE_HARBOUR_EVENT) {
        const { callSid } = event.data as { callSid: string };
        safeHarbour.add(callSid);
      }
    },
    /** The drawn talk time of a call a person answered, in model ms (undefined: not answered by one). */
    talkMsOf: (callSid: string) => talkMs.get(callSid),
    /** Resolves with the outcome the contact of `callSid` played, once played. */
    playedOutcome: (callSid: string) => playedOf(callSid).done,
    /** Calls whose outcome has not been played yet. */
    ringing: () => ringing,
    /** The calls that started ringing at or after `at` (ms since the epoch). */
    dialedSince: (at: number) =>
      new Set([...dialed].flatMap(([callSid, call]) => (call.at >= at ? [callSid] : []))),
    figures: () => ({
      dialed: dialed.size,
      drawn: { ...drawn },
      answeredByPerson: new Set(answeredByPerson),
      safeHarbour: new Set(safeHarbour),
      dialedTwiceAtOnce,
      live: liveByNumber.size,
    }),
  };
}
