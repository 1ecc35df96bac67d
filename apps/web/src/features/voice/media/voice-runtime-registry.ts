import type { VoiceMediaSnapshot } from './voice-media.ts';
import type { VoiceSessionManager } from './voice-session-manager.ts';

// The session managers mounted on this page (the desk's, the Contact Simulator's), so the call
// controls can reach the media (mute acts on the tracks at once) and the meters can read levels.

const managers = new Set<VoiceSessionManager>();

export function registerVoiceManager(manager: VoiceSessionManager): () => void {
  managers.add(manager);
  return () => {
    managers.delete(manager);
  };
}

/** Mutes (or unmutes) the tracks this page sends in a conference. */
export function setLocalMute(conferenceSid: string, muted: boolean): void {
  for (const manager of managers) manager.setMuted(conferenceSid, muted);
}

/**
 * Sends DTMF tones from the user's participant in a conference (the dial pad's keypad during a
 * call); false when this page carries no audio for it or no connection could take the tones.
 */
export function sendCallTones(conferenceSid: string, participantSid: string, tones: string): boolean {
  let sent = false;
  for (const manager of managers) {
    if (manager.sendTones(conferenceSid, participantSid, tones)) sent = true;
  }
  return sent;
}

/** What this page's media does in a conference now, or null when it carries none there. */
export function mediaSnapshotFor(conferenceSid: string, selfSid?: string): VoiceMediaSnapshot | null {
  for (const manager of managers) {
    const found = manager
      .mediaSnapshots()
      .find(
        (media) =>
          media.conferenceSid === conferenceSid && (selfSid === undefined || media.selfSid === selfSid),
      );
    if (found) return found;
  }
  return null;
}
