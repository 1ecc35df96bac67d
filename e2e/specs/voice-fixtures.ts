import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test as base } from '../support/test.ts';

// The voice specs' browser: Chromium with fake media devices whose microphone plays a generated
// sound, so every page has a real, non-silent microphone and the tests can measure what arrives
// where (window.__parleyVoice, apps/web/src/features/voice/media/debug-hook.ts).

/**
 * A 2 s loop of speech-like sound: three partials, amplitude-modulated at 4 Hz (syllables), so the
 * browser's noise suppression does not take it for a steady hum and remove it.
 */
function writeToneWav(file: string): void {
  const rate = 48_000;
  const samples = rate * 2;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const t = i / rate;
    const envelope = 0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t);
    const value =
      envelope *
      (0.35 * Math.sin(2 * Math.PI * 220 * t) +
        0.25 * Math.sin(2 * Math.PI * 470 * t + 1) +
        0.15 * Math.sin(2 * Math.PI * 1130 * t + 2));
    data.writeInt16LE(Math.round(value * 0.8 * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(file, Buffer.concat([header, data]));
}

const TONE_FILE = path.join(os.tmpdir(), 'parley-e2e-voice-tone.wav');
writeToneWav(TONE_FILE);

export const FAKE_MEDIA_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${TONE_FILE}`,
  // Audio contexts and <audio> play without a click (the meters read WebAudio).
  '--autoplay-policy=no-user-gesture-required',
  // Host candidates as plain addresses: no mDNS resolver is needed between the pages.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/**
 * The suite's fixtures, in a browser with fake media devices; each test starts from empty desks and
 * no running campaign (an earlier spec's task left on Alex's desk, or a campaign a failed spec left
 * active, would take the call's place or its "No tasks" check).
 */
export const test = base.extend<{ emptyDesks: undefined }, Record<never, never>>({
  emptyDesks: [
    async ({ adminApi }, use) => {
      await adminApi.archiveLiveCampaigns();
      await adminApi.completeOpenTasks();
      await use(undefined);
    },
    { auto: true },
  ],
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...FAKE_MEDIA_ARGS] });
    },
    { scope: 'worker' },
  ],
});

export { expect };

// --- what a page's calls carry ----------------------------------------------------------------

export type PeerMedia = {
  peerSid: string;
  send: boolean;
  receive: boolean;
  connectionState: string;
  inboundLevel: number;
};
export type PageMedia = {
  page: string;
  conferenceSid: string;
  selfSid: string;
  muted: boolean;
  inputLevel: number;
  microphone: boolean;
  peers: PeerMedia[];
};

/** Above this RMS level a peer is heard (the fake microphone plays at about 0.2). */
export const HEARD_LEVEL = 0.01;
/** Below this a peer is silent (a disabled track sends zeros). */
export const SILENT_LEVEL = 0.002;

type VoiceDebugWindow = { __parleyVoice?: { media: () => PageMedia[] } };

export async function mediaOf(page: Page): Promise<PageMedia[]> {
  // The app declares window.__parleyVoice; the e2e project does not see the app's types.
  return page.evaluate(() => (window as unknown as VoiceDebugWindow).__parleyVoice?.media() ?? []);
}

/**
 * The loudest level that arrived from `peerSid` (or, without it, from every peer) over `samples`
 * readings 100 ms apart: a sound with pauses is judged over its loud parts.
 */
export async function peakInbound(page: Page, peerSid?: string, samples = 8): Promise<number> {
  let peak = 0;
  for (let i = 0; i < samples; i += 1) {
    for (const media of await mediaOf(page)) {
      for (const peer of media.peers) {
        if (peerSid === undefined || peer.peerSid === peerSid) peak = Math.max(peak, peer.inboundLevel);
      }
    }
    await page.waitForTimeout(100);
  }
  return peak;
}

/** The peer connection to `peerSid` as `page` holds it, or undefined. */
export async function peerOf(page: Page, peerSid: string): Promise<PeerMedia | undefined> {
  return (await mediaOf(page)).flatMap((media) => media.peers).find((peer) => peer.peerSid === peerSid);
}

/** The participant sid `page` carries in its (only) conference. */
export async function selfSidOf(page: Page): Promise<string> {
  await expect
    .poll(async () => (await mediaOf(page)).length, { message: 'the page carries a call' })
    .toBeGreaterThan(0);
  const [media] = await mediaOf(page);
  return media?.selfSid ?? '';
}

/** Waits until `listener` hears `speakerSid` (connected, played, and loud enough). */
export async function expectHears(listener: Page, speakerSid: string, who: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const peer = await peerOf(listener, speakerSid);
        if (!peer?.receive || peer.connectionState !== 'connected') return 0;
        return peakInbound(listener, speakerSid, 5);
      },
      { message: who, timeout: 20_000, intervals: [250] },
    )
    .toBeGreaterThan(HEARD_LEVEL);
}

/**
 * Waits until `listener` does not hear `speakerSid`: its page does not play that peer, and what
 * arrives from it is silence (the speaker's page does not send: both ends obey the plan).
 */
export async function expectDoesNotHear(listener: Page, speakerSid: string, who: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const peer = await peerOf(listener, speakerSid);
        if (!peer) return 'no connection';
        if (peer.receive) return 'played';
        return (await peakInbound(listener, speakerSid, 5)) < SILENT_LEVEL ? 'silent' : 'sound arrives';
      },
      { message: who, timeout: 15_000, intervals: [250] },
    )
    .toMatch(/^(no connection|silent)$/);
}

// --- setup through the API (e2e/support/demo-users-api.ts; re-exported for the voice specs) -----

export { demoUser, setFlag, setUnavailable } from '../support/demo-users-api.ts';
