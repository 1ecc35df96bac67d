// bench/dialer server mode: the simulated agents. Each follows its own stream as the desk does and,
// offered a campaign call ("Progressive Dial"), works it through the use-cases behind the desk's
// requests: acceptReservation (POST /conv/tasks/accept); for a predictive call (the contact already on
// the line) joinCall (POST /conv/conferences/join-call), for a progressive one createCall (POST
// /conv/conferences/create-call) and the ring; a talk of the time the contact drew, hangUpCall (POST
// /conv/call-controls/hangup: the task goes to wrap-up), a wrap-up, then submitDisposition (POST
// /conv/tasks/summarize-task: the task completes and the agent is free). Talk and wrap-up are divided
// by the time scale. Each agent keeps when it talked and wrapped up, for the figures.

import type { CallOutcome } from '@parley/core/campaigns/dialer/dialer-model';
import { acceptReservation } from '../../apps/server/src/modules/routing/reservations/accept-reservation.ts';
import type { ReservationView } from '../../apps/server/src/modules/routing/reservations/reservation-view.ts';
import { submitDisposition } from '../../apps/server/src/modules/routing/tasks/submit-disposition.ts';
import { hangUpCall } from '../../apps/server/src/modules/voice/call-controls.ts';
import { createCall } from '../../apps/server/src/modules/voice/create-call.ts';
import { joinCall } from '../../apps/server/src/modules/voice/join-call.ts';
import type { VoiceDeps } from '../../apps/server/src/modules/voice/voice-deps.ts';
import type { RequestSession } from '../../apps/server/src/platform/http/request-session.ts';
import type { StreamEvent } from '../../apps/server/src/platform/realtime/event-bus.ts';

/** [from, to) in ms since the epoch. */
export type Interval = { from: number; to: number };

export type AgentLog = { talk: Interval[]; wrap: Interval[] };

export type SimulatedAgents = ReturnType<typeof createSimulatedAgents>;

export function createSimulatedAgents(options: {
  deps: VoiceDeps;
  agents: RequestSession[];
  /** The talk time the contact of `callSid` drew (model ms), if a person answered it. */
  talkMsOf: (callSid: string) => number | undefined;
  /** What the contact of `callSid` did, once done (an agent-first call's agent waits for it). */
  playedOutcome: (callSid: string) => Promise<CallOutcome>;
  fallbackTalkMs: () => number;
  wrapMs: number;
  timeScale: number;
  onFailure: (error: unknown) => void;
}) {
  const { deps, timeScale } = options;
  const logs = new Map<string, AgentLog>(
    options.agents.map((agent) => [agent.userId, { talk: [], wrap: [] }]),
  );
  /** Calls an agent joined (the contact reached an agent). */
  const joined = new Set<string>();
  let working = 0;
  let offers = 0;
  let refusedAccepts = 0;
  let endShift: () => void = () => {};
  const shiftOver = new Promise<void>((resolve) => {
    endShift = resolve;
  });
  const pause = (ms: number) =>
    Promise.race([new Promise<void>((resolve) => setTimeout(resolve, ms / timeScale)), shiftOver]);

  async function work(agent: RequestSession, offer: ReservationView) {
    const { brandId, userId } = agent;
    const actor = { userId, roles: agent.roles };
    const log = logs.get(userId);
    // A predictive call comes with the contact on the line (callSid); an agent-first one (progressive,
    // triggerCall) is placed by the agent's desk once accepted.
    const dialerCallSid = typeof offer.attributes.callSid === 'string' ? offer.attributes.callSid : null;
    const contactPhone =
      typeof offer.attributes.contactPhone === 'string' ? offer.attributes.contactPhone : null;
    if (!log || (!dialerCallSid && offer.attributes.triggerCall !== true)) return;
    working += 1;
    try {
      try {
        await acceptReservation(deps.db, deps.bus, {
          brandId,
          userId,
          taskSid: offer.taskSid,
          reservationSid: offer.sid,
        });
      } catch {
        // The contact was abandoned (or hung up) before the accept landed: the desk shows the offer gone.
        refusedAccepts += 1;
        return;
      }
      const complete = (disposition: string) =>
        submitDisposition(deps.db, deps.bus, {
          brandId,
          submission: { sid: offer.taskSid, phone: contactPhone, disposition },
          actor,
        });
      let callSid: string;
      let conferenceSid: string;
      if (dialerCallSid) {
        callSid = dialerCallSid;
        conferenceSid = (await joinCall(deps, { brandId, userId, taskSid: offer.taskSid })).conferenceSid;
      } else {
        // POST /conv/conferences/create-call; the agent hears the contact's phone ring.
        const created = await createCall(deps, { brandId, userId, taskSid: offer.taskSid });
        // Refused by the gate: the task ended canceled.
        if (!created.success) return;
        callSid = created.callSid;
        conferenceSid = created.conferenceSid;
        // The shift's end stops the wait too (a call whose ring the contacts never saw).
        const outcome = await Promise.race([options.playedOutcome(callSid), shiftOver.then(() => null)]);
        // Busy, no answer, failed: the call never connected and the server canceled the task.
        if (outcome !== 'human' && outcome !== 'machine') return;
        if (outcome === 'machine') {
          // A machine: the agent hangs up at once and completes (no talk, no notes to write).
          await hangUpCall(deps, { brandId, actor, conferenceSid });
          await complete('Answering machine');
          return;
        }
      }
      joined.add(callSid);
      const talkFrom = Date.now();
      await pause(options.talkMsOf(callSid) ?? options.fallbackTalkMs());
      await hangUpCall(deps, { brandId, actor, conferenceSid });
      const wrapFrom = Date.now();
      log.talk.push({ from: talkFrom, to: wrapFrom });
      await pause(options.wrapMs);
      await complete('Talked');
      log.wrap.push({ from: wrapFrom, to: Date.now() });
    } catch (error) {
      options.onFailure(error);
    } finally {
      working -= 1;
    }
  }

  return {
    /** What each agent's stream subscription hands it. */
    listenerFor(agent: RequestSession) {
      return (event: StreamEvent) => {
        if (event.name !== 'reservation.created') return;
        offers += 1;
        void work(agent, event.data as ReservationView);
      };
    },
    /** Ends talks and wrap-ups now (after the measured window): each agent hangs up and completes. */
    endShift: () => endShift(),
    working: () => working,
    logs: () => logs,
    joined: () => new Set(joined),
    counts: () => ({ offers, refusedAccepts }),
  };
}
