import { CAMPAIGNS_STREAM } from '@parley/core/campaigns/stream-events';
import { ROUTING_STREAM } from '@parley/core/routing/stream-events';
import { USERS_STREAM } from '@parley/core/users/stream-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useEventStreamPhase, useStreamEvent } from '../../../shared/sse/useServerEvent.ts';
import { fetchParleyLive, parleyLiveKeys } from '../api/parley-live-api.ts';

/**
 * issue 15: Parley Live updates over the event stream within a second, no polling. Every task change
 * (task.updated), agent status change (agent.statusUpdated) and campaign change (campaign.updated)
 * reaches the whole brand; the page reads the snapshot again at most once per this window, however
 * many events arrive in it (a busy centre sends hundreds a second).
 */
export const LIVE_REREAD_WINDOW_MS = 1_000;

/** Runs `action` once for a burst of calls: at once after a quiet window, else when the window ends. */
function useCoalesced(action: () => void, windowMs: number): () => void {
  const latest = useRef(action);
  const lastRun = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) return;
    const wait = Math.max(0, lastRun.current + windowMs - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      lastRun.current = Date.now();
      latest.current();
    }, wait);
  }, [windowMs]);
}

/** The wallboard's snapshot, read again on the brand's stream events (coalesced, ≤ 1 read a second). */
export function useParleyLive(timeZone: string, enabled = true) {
  const queryClient = useQueryClient();
  const queryKey = parleyLiveKeys.snapshot(timeZone);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchParleyLive(timeZone, signal),
    enabled,
    // Fresh until an event says otherwise: the stream, not a timer, decides when to read again.
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
  const reread = useCoalesced(() => {
    void queryClient.invalidateQueries({ queryKey });
  }, LIVE_REREAD_WINDOW_MS);
  useStreamEvent(ROUTING_STREAM['task.updated'], reread);
  useStreamEvent(USERS_STREAM['agent.statusUpdated'], reread);
  useStreamEvent(CAMPAIGNS_STREAM['campaign.updated'], reread);
  // Back from a dropped stream: what changed meanwhile may be past the stream's replay, so read once.
  const phase = useEventStreamPhase();
  const wasDown = useRef(false);
  useEffect(() => {
    if (phase === 'retrying' || phase === 'failed') wasDown.current = true;
    else if (phase === 'open' && wasDown.current) {
      wasDown.current = false;
      reread();
    }
  }, [phase, reread]);
  return query;
}
