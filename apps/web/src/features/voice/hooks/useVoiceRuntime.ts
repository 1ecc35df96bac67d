import { VOICE_STREAM } from '@parley/core/voice/stream-events';
import { useEffect, useRef } from 'react';
import { useStreamEvent } from '../../../shared/sse/useServerEvent.ts';
import { uploadCallRecording } from '../api/call-recording-api.ts';
import { sendVoiceSignal } from '../api/conference-api.ts';
import type { ConferenceSnapshot } from '../api/voice-types.ts';
import { createCallRecorder } from '../media/call-recorder-factory.ts';
import { registerVoiceDebugSource } from '../media/debug-hook.ts';
import { createVoiceMedia } from '../media/media-factory.ts';
import { registerVoiceManager } from '../media/voice-runtime-registry.ts';
import { type CarriesParticipant, VoiceSessionManager } from '../media/voice-session-manager.ts';
import { useVoiceStore } from '../state/voice-store.ts';

/** spec 000 §9 call statistics: getStats() once a second. */
export const STATS_INTERVAL_MS = 1_000;

export type VoiceRuntimeOptions = {
  /** Names the page in the debug hook ('desk', 'simulator'). */
  label: string;
  /** Which participants this page carries; null while that is not known yet (nothing is carried). */
  carries: CarriesParticipant | null;
};

export type VoiceRuntime = {
  /** Obeys a snapshot read after a reload (GET /conv/conferences/active): connections start over. */
  resume: (snapshot: ConferenceSnapshot) => void;
};

/**
 * The media side of calls on a page: keeps the conference snapshots of `conference.snapshot`
 * (older versions ignored), obeys every new one for the participants the page carries, routes
 * `voice.signal` to their media, follows `call.updated`, and reads call quality once a second.
 */
export function useVoiceRuntime({ label, carries }: VoiceRuntimeOptions): VoiceRuntime {
  const carriesRef = useRef(carries);
  carriesRef.current = carries;
  const managerRef = useRef<VoiceSessionManager | null>(null);
  if (managerRef.current === null) {
    managerRef.current = new VoiceSessionManager(
      (participant, snapshot) => carriesRef.current?.(participant, snapshot) ?? false,
      {
        createMedia: createVoiceMedia,
        sendSignal: sendVoiceSignal,
        now: Date.now,
        onQuality: (conferenceSid, quality) => useVoiceStore.getState().setQuality(conferenceSid, quality),
        createRecorder: (conferenceSid) => createCallRecorder(conferenceSid, uploadCallRecording),
      },
    );
  }
  const manager = managerRef.current;

  useEffect(() => {
    const unregister = registerVoiceManager(manager);
    const unregisterDebug = registerVoiceDebugSource(label, () => manager.mediaSnapshots());
    // Every snapshot the store takes (events, join and create answers) is obeyed.
    const unsubscribe = useVoiceStore.subscribe((state, previous) => {
      if (state.conferences === previous.conferences) return;
      for (const [sid, snapshot] of Object.entries(state.conferences)) {
        if (previous.conferences[sid] !== snapshot) manager.sync(snapshot);
      }
    });
    const timer = setInterval(() => void manager.sample(), STATS_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      unsubscribe();
      unregisterDebug();
      unregister();
      manager.endAll();
    };
  }, [manager, label]);

  // Once the page knows whom it carries (the user loaded), the snapshots already held apply.
  const known = carries !== null;
  useEffect(() => {
    if (!known) return;
    for (const snapshot of Object.values(useVoiceStore.getState().conferences)) manager.sync(snapshot);
  }, [known, manager]);

  useStreamEvent(VOICE_STREAM['conference.snapshot'], (snapshot) => {
    useVoiceStore.getState().applySnapshot(snapshot);
  });
  useStreamEvent(VOICE_STREAM['voice.signal'], (signal) => manager.signal(signal));
  useStreamEvent(VOICE_STREAM['call.updated'], (call) => useVoiceStore.getState().applyCall(call));

  return {
    resume: (snapshot) => {
      manager.sync(snapshot, { resumed: true });
      useVoiceStore.getState().applySnapshot(snapshot);
    },
  };
}
