import type { CallStatistics } from '@parley/core/voice/call-statistics';
import type { NetworkWarningName } from '@parley/core/voice/network-warnings';
import { create } from 'zustand';
import type { CallView, ConferenceSnapshot, ManagerAction } from '../api/voice-types.ts';
import { isSnapshotNews } from './conference-snapshots.ts';

// The browser's view of calls: conference snapshots (the newest version of each), calls followed by
// sid, call quality per conference, the supervisor's manager action and transfers under way. Not
// persisted (spec 000 §9: the conference is not kept in local state).

/** spec 001 §4 "Manager action": none, starting, active (started-*); stopping clears it. */
export type ManagerActionStatus =
  | 'none'
  | 'starting'
  | 'started-listening'
  | 'started-whispering'
  | 'started-barging';

export type ManagerActionState = {
  status: ManagerActionStatus;
  taskSid: string | null;
  action: ManagerAction | null;
  conferenceSid: string | null;
  participantSid: string | null;
};

export const NO_MANAGER_ACTION: ManagerActionState = {
  status: 'none',
  taskSid: null,
  action: null,
  conferenceSid: null,
  participantSid: null,
};

export const STARTED_STATUS: Record<ManagerAction, ManagerActionStatus> = {
  listen: 'started-listening',
  whisper: 'started-whispering',
  barge: 'started-barging',
};

export type CallQuality = { statistics: CallStatistics; warnings: NetworkWarningName[] };

export type PendingTransfer = { transferTaskSid: string; targetName: string };

/**
 * How the agent handed a call on and left it while it goes on without them: a voicemail drop
 * playing to the contact, or a cold transfer to an outside number. The ended panel says so.
 */
export type CallHandoff =
  | { kind: 'voicemailDrop'; name: string; durationSeconds: number }
  | { kind: 'externalTransfer'; name: string; phoneNumber: string };

/** How many calls `call.updated` brought are remembered (the desk announces its own outcomes). */
const CALLS_KEPT = 200;
/** How many ended conferences are remembered (their statistics wait for wrap-up). */
const ENDED_CONFERENCES_KEPT = 20;

type VoiceState = {
  conferences: Record<string, ConferenceSnapshot>;
  calls: Record<string, CallView>;
  /** The conference each of the agent's call tasks is in (from join/create answers and snapshots). */
  conferenceByTask: Record<string, string>;
  quality: Record<string, CallQuality>;
  managerAction: ManagerActionState;
  transfers: Record<string, PendingTransfer>;
  /** By task: the call was left to a voicemail drop or an outside number. */
  handoffs: Record<string, CallHandoff>;
  /** Tasks whose call this desk placed (create-call): their outcome is announced here. */
  placedTasks: readonly string[];
};

type VoiceActions = {
  /** Keeps the snapshot unless it is older than the one held; true when it was taken. */
  applySnapshot: (snapshot: ConferenceSnapshot) => boolean;
  applyCall: (call: CallView) => void;
  linkTask: (taskSid: string, conferenceSid: string) => void;
  setQuality: (conferenceSid: string, quality: CallQuality) => void;
  setManagerAction: (state: ManagerActionState) => void;
  setTransfer: (taskSid: string, transfer: PendingTransfer | null) => void;
  setHandoff: (taskSid: string, handoff: CallHandoff) => void;
  notePlacedTask: (taskSid: string) => void;
  reset: () => void;
};

const INITIAL: VoiceState = {
  conferences: {},
  calls: {},
  conferenceByTask: {},
  quality: {},
  managerAction: NO_MANAGER_ACTION,
  transfers: {},
  handoffs: {},
  placedTasks: [],
};

/**
 * spec 001 §4: the manager action ends with the call, or when the supervisor's participant left it
 * (a transfer cancels it).
 */
function managerActionAfter(current: ManagerActionState, snapshot: ConferenceSnapshot): ManagerActionState {
  if (current.conferenceSid !== snapshot.conferenceSid || current.participantSid === null) return current;
  const present = snapshot.participants.some(
    (participant) => participant.participantSid === current.participantSid,
  );
  return snapshot.endedAt === null && present ? current : NO_MANAGER_ACTION;
}

/** Live conferences, and the newest ended ones. */
function trimEnded(conferences: Record<string, ConferenceSnapshot>): Record<string, ConferenceSnapshot> {
  const ended = Object.values(conferences)
    .filter((snapshot) => snapshot.endedAt !== null)
    .sort((a, b) => (a.endedAt ?? '').localeCompare(b.endedAt ?? ''));
  const drop = new Set(
    ended.slice(0, Math.max(0, ended.length - ENDED_CONFERENCES_KEPT)).map((s) => s.conferenceSid),
  );
  if (drop.size === 0) return conferences;
  return Object.fromEntries(Object.entries(conferences).filter(([sid]) => !drop.has(sid)));
}

export const useVoiceStore = create<VoiceState & VoiceActions>()((set, get) => ({
  ...INITIAL,
  applySnapshot: (snapshot) => {
    if (!isSnapshotNews(get().conferences[snapshot.conferenceSid], snapshot)) return false;
    set((state) => ({
      managerAction: managerActionAfter(state.managerAction, snapshot),
      conferences: trimEnded({ ...state.conferences, [snapshot.conferenceSid]: snapshot }),
      conferenceByTask: snapshot.taskSid
        ? { ...state.conferenceByTask, [snapshot.taskSid]: snapshot.conferenceSid }
        : state.conferenceByTask,
    }));
    return true;
  },
  applyCall: (call) =>
    set((state) => {
      // call.updated covers the whole brand: keep the newest CALLS_KEPT.
      const { [call.callSid]: _previous, ...others } = state.calls;
      const kept = Object.entries(others).slice(-(CALLS_KEPT - 1));
      return { calls: { ...Object.fromEntries(kept), [call.callSid]: call } };
    }),
  linkTask: (taskSid, conferenceSid) =>
    set((state) => ({ conferenceByTask: { ...state.conferenceByTask, [taskSid]: conferenceSid } })),
  setQuality: (conferenceSid, quality) =>
    set((state) => ({ quality: { ...state.quality, [conferenceSid]: quality } })),
  setManagerAction: (managerAction) => set({ managerAction }),
  setTransfer: (taskSid, transfer) =>
    set((state) => {
      const transfers = { ...state.transfers };
      if (transfer) transfers[taskSid] = transfer;
      else delete transfers[taskSid];
      return { transfers };
    }),
  setHandoff: (taskSid, handoff) =>
    set((state) => {
      // Only the latest few matter: each is shown on its task's panel until wrap-up.
      const kept = Object.entries(state.handoffs)
        .filter(([sid]) => sid !== taskSid)
        .slice(-19);
      return { handoffs: { ...Object.fromEntries(kept), [taskSid]: handoff } };
    }),
  notePlacedTask: (taskSid) =>
    set((state) => ({
      placedTasks: [...state.placedTasks.filter((sid) => sid !== taskSid), taskSid].slice(-50),
    })),
  reset: () => set(INITIAL),
}));

/** The statistics of the call a task was (for summarize-task's `audioStatistics`), or null. */
export function statisticsForTask(
  taskSid: string,
  attributes: Readonly<Record<string, unknown>> = {},
): CallStatistics | null {
  const state = useVoiceStore.getState();
  const fromAttributes = typeof attributes.conferenceSid === 'string' ? attributes.conferenceSid : undefined;
  const conferenceSid = state.conferenceByTask[taskSid] ?? fromAttributes;
  if (!conferenceSid) return null;
  const statistics = state.quality[conferenceSid]?.statistics;
  return statistics && statistics.rtt.sampleCount + statistics.audioInputLevel.sampleCount > 0
    ? statistics
    : null;
}
