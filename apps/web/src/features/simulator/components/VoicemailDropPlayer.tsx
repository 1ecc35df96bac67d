import { Badge, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CALL_TEXTS } from '../../voice/voice-texts.ts';

/** A voicemail drop the agent left on a call this page carries, as the contact's phone plays it. */
export type VoicemailDropPlayback = {
  recordingId: string;
  audioUrl: string;
  durationSeconds: number | null;
  status: 'loading' | 'playing' | 'played' | 'failed';
};

export type VoicemailDropPlayerProps = {
  playback: VoicemailDropPlayback;
  onStatus: (status: VoicemailDropPlayback['status']) => void;
};

function statusText(playback: VoicemailDropPlayback): string {
  switch (playback.status) {
    case 'loading':
      return CALL_TEXTS.voicemailDropLoading;
    case 'playing':
      return playback.durationSeconds === null
        ? CALL_TEXTS.voicemailDropPlaying
        : CALL_TEXTS.voicemailDropPlayingFor(playback.durationSeconds);
    case 'played':
      return CALL_TEXTS.voicemailDropPlayed;
    case 'failed':
      return CALL_TEXTS.voicemailDropAudioFailed;
  }
}

/**
 * `voice.voicemailDrop` on the Contact Simulator (docs/voice-contract.md "Voicemail drops"): the
 * carrier would play the drop into the contact's leg; this page is that leg's phone, so it fetches
 * the stored audio (GET /api/voicemail-drops/{id}/audio, readable by any user of the brand) and plays
 * it to whoever sits here. The server ends the call once it has played; unmounting stops it.
 */
export function VoicemailDropPlayer({ playback, onStatus }: VoicemailDropPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const latest = useRef(onStatus);
  latest.current = onStatus;

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    // Autoplay may be refused (no gesture on this page yet): say so rather than stay silent.
    Promise.resolve(element.play()).catch(() => latest.current('failed'));
    return () => element.pause();
  }, []);

  return (
    <Stack gap={4} aria-label={CALL_TEXTS.voicemailDropPlaying} component="section">
      <Group gap="xs">
        <Badge size="sm" variant="light" color={playback.status === 'failed' ? 'red' : 'grape'}>
          {CALL_TEXTS.voicemailDropPlaying}
        </Badge>
        <Text size="xs" c={playback.status === 'failed' ? 'red' : 'dimmed'} role="status">
          {statusText(playback)}
        </Text>
      </Group>
      {/* biome-ignore lint/a11y/useMediaCaption: an agent's recorded greeting; it has no captions. */}
      <audio
        ref={audio}
        controls
        preload="auto"
        src={playback.audioUrl}
        data-recording-id={playback.recordingId}
        aria-label={CALL_TEXTS.voicemailDrop}
        onPlaying={() => onStatus('playing')}
        onEnded={() => onStatus('played')}
        onError={() => onStatus('failed')}
        style={{ height: 32, width: '100%' }}
      />
    </Stack>
  );
}
