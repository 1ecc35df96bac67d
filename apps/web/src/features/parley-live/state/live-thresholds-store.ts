import { PERSISTED_STATE_VERSION } from '@parley/core/common/limits';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { cleanThresholds, type QueueThresholds } from '../utils/live-thresholds.ts';

/**
 * Parley Live's alert thresholds (docs/reporting.md "Parley Live"): set by each supervisor on the
 * page and kept in this browser under 'parley-live-thresholds', per signed-in user and per queue, so
 * two supervisors sharing a wallboard's browser keep their own. Not on the server: a wallboard's
 * alerts are that screen's settings, nobody else's.
 */
export const LIVE_THRESHOLDS_STORAGE_KEY = 'parley-live-thresholds';

type ByQueue = Record<string, QueueThresholds>;

type LiveThresholdsState = {
  /** userId → queueSid → thresholds. */
  byUser: Record<string, ByQueue>;
  setThresholds: (userId: string, queueSid: string, thresholds: QueueThresholds) => void;
};

function cleanByUser(persisted: unknown): Record<string, ByQueue> {
  const byUser: Record<string, ByQueue> = {};
  const stored =
    typeof persisted === 'object' && persisted !== null ? Reflect.get(persisted, 'byUser') : null;
  if (typeof stored !== 'object' || stored === null) return byUser;
  for (const [userId, queues] of Object.entries(stored)) {
    if (typeof queues !== 'object' || queues === null) continue;
    const clean: ByQueue = {};
    for (const [queueSid, thresholds] of Object.entries(queues))
      clean[queueSid] = cleanThresholds(thresholds);
    byUser[userId] = clean;
  }
  return byUser;
}

export const useLiveThresholdsStore = create<LiveThresholdsState>()(
  persist(
    (set) => ({
      byUser: {},
      setThresholds: (userId, queueSid, thresholds) =>
        set((state) => ({
          byUser: {
            ...state.byUser,
            [userId]: { ...state.byUser[userId], [queueSid]: cleanThresholds(thresholds) },
          },
        })),
    }),
    {
      name: LIVE_THRESHOLDS_STORAGE_KEY,
      version: PERSISTED_STATE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ byUser: state.byUser }),
      merge: (persisted, current) => ({ ...current, byUser: cleanByUser(persisted) }),
    },
  ),
);

const NONE: ByQueue = {};

/** The signed-in user's thresholds of every queue. */
export function useQueueThresholds(userId: string): ByQueue {
  return useLiveThresholdsStore((state) => state.byUser[userId] ?? NONE);
}
