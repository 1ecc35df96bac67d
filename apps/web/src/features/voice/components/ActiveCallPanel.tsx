import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { elapsedSince, formatStatusDuration } from '@parley/core/agent-desktop/status-timer';
import {
  IconArrowsExchange,
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerRecord,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNow } from '../../../shared/time/useNow.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import type { RecordingAction } from '../api/conference-api.ts';
import type { ConferenceParticipant, ConferenceSnapshot } from '../api/voice-types.ts';
import { useAudioLevels } from '../hooks/useAudioLevels.ts';
import { useConferenceForTask } from '../hooks/useConferenceForTask.ts';
import { useVoicemailDrop } from '../hooks/useVoicemailDrop.ts';
import {
  changeRecording,
  dropCallParticipant,
  hangUpCall,
  setCallHold,
  setMuted,
} from '../state/call-actions.ts';
import { contactParticipant } from '../state/conference-snapshots.ts';
import { type CallHandoff, useVoiceStore } from '../state/voice-store.ts';
import { placesCall } from '../utils/call-task.ts';
import { ringingWho, ringsAtContact } from '../utils/outbound-ringing.ts';
import { CALL_TEXTS } from '../voice-texts.ts';
import { CallQuality } from './CallQuality.tsx';
import { LevelMeter } from './LevelMeter.tsx';
import { PendingTransfer } from './PendingTransfer.tsx';
import { TransferModal } from './TransferModal.tsx';
import { VoicemailDropMenu } from './VoicemailDropMenu.tsx';

export type ActiveCallPanelProps = { reservation: Reservation };

/** What the record button does next, from the conference's recording state. */
function nextRecordingAction(
  recording: ConferenceSnapshot['recording'],
  pauseEnabled: boolean,
): RecordingAction | null {
  if (recording === 'none' || recording === 'stopped') return 'start';
  if (recording === 'recording') return pauseEnabled ? 'pause' : null;
  return 'resume';
}

const RECORDING_LABELS: Record<RecordingAction, string> = {
  start: CALL_TEXTS.record,
  pause: CALL_TEXTS.pauseRecording,
  resume: CALL_TEXTS.resumeRecording,
  stop: CALL_TEXTS.record,
};

function handoffText(handoff: CallHandoff): string {
  return handoff.kind === 'voicemailDrop'
    ? CALL_TEXTS.voicemailDropLeft(handoff.name, handoff.durationSeconds)
    : CALL_TEXTS.externalTransferLeft(handoff.name, handoff.phoneNumber);
}

function participantLabel(participant: ConferenceParticipant): string {
  return participant.name || participant.callerUri;
}

/**
 * The call of an accepted call task: how long it has lasted (or 'Ringing…' while a placed call
 * rings at the contact), Mute (the tracks at once, then
 * notify-mute), Hold (the contact's leg), Transfer (or add an outside number), Record / Pause,
 * Voicemail drop, Hang up; who is on the call (an added outside number can be removed),
 * the microphone and speaker levels, and the call quality (a level, network warnings, details).
 */
export function ActiveCallPanel({ reservation }: ActiveCallPanelProps) {
  const { snapshot, self } = useConferenceForTask(reservation);
  const flags = useSession().profile?.featureFlags;
  const now = useNow(1_000);
  const [working, setWorking] = useState<string | null>(null);
  const [transferOpen, transfer] = useDisclosure(false);
  const levels = useAudioLevels(snapshot?.conferenceSid, self?.participantSid);
  const contact = snapshot ? contactParticipant(snapshot) : undefined;
  const voicemailDrop = useVoicemailDrop(reservation, snapshot, contact);
  const handoff = useVoiceStore((state) => state.handoffs[reservation.taskSid]);
  // call.updated covers the brand: the legs of this conference (the contact's, and any outside number).
  const calls = useVoiceStore((state) => state.calls);
  const conferenceSidShown = snapshot?.conferenceSid;
  const legs = useMemo(
    () =>
      Object.values(calls).filter(
        (call) => call.direction === 'outbound' && call.conferenceSid === conferenceSidShown,
      ),
    [calls, conferenceSidShown],
  );

  if (!snapshot || snapshot.endedAt !== null || !self) {
    const ended = snapshot !== null && (snapshot.endedAt !== null || (self === null && snapshot.version > 0));
    return (
      <Paper withBorder radius="md" p="md" maw={640} aria-label={CALL_TEXTS.activeCall} component="section">
        <Stack gap="sm">
          <Text c="dimmed">{ended ? CALL_TEXTS.callEnded : CALL_TEXTS.connecting}</Text>
          {handoff ? (
            <Alert color="teal" variant="light" role="status">
              {handoffText(handoff)}
            </Alert>
          ) : (
            voicemailDrop.state.status === 'dropping' && (
              <Text size="sm" role="status">
                {CALL_TEXTS.droppingVoicemail(voicemailDrop.state.name)}
              </Text>
            )
          )}
          {snapshot && <CallQuality conferenceSid={snapshot.conferenceSid} />}
        </Stack>
      </Paper>
    );
  }

  const { conferenceSid } = snapshot;
  const onHold = contact?.hold ?? false;
  const ringing = ringsAtContact(reservation, contact, legs);
  // A placed call lasts from the contact's answer; any other from when the agent joined.
  const talkingSince = placesCall(reservation)
    ? (contact?.joinedAt ?? legs.find((leg) => leg.answeredAt)?.answeredAt ?? self.joinedAt)
    : self.joinedAt;
  const recordingAction = nextRecordingAction(snapshot.recording, flags?.recordingPauseEnabled ?? true);
  const act = (name: string, work: () => Promise<unknown>) => async () => {
    setWorking(name);
    try {
      await work();
    } finally {
      setWorking(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" maw={640} aria-label={CALL_TEXTS.activeCall} component="section">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Title order={4}>{CALL_TEXTS.activeCall}</Title>
            {ringing ? (
              <Text c="dimmed" role="status">
                {CALL_TEXTS.ringing} {ringingWho(reservation, legs[0])}
              </Text>
            ) : (
              <Text ff="monospace" aria-label={CALL_TEXTS.callTimer} role="timer">
                {formatStatusDuration(elapsedSince(talkingSince || snapshot.startedAt, now))}
              </Text>
            )}
          </Group>
          <Group gap={4}>
            {self.muted && <Badge color="gray">{CALL_TEXTS.muted}</Badge>}
            {onHold && <Badge color="yellow">{CALL_TEXTS.onHold}</Badge>}
            {snapshot.recording === 'recording' && <Badge color="red">{CALL_TEXTS.recording}</Badge>}
            {snapshot.recording === 'paused' && <Badge color="orange">{CALL_TEXTS.recordingPaused}</Badge>}
          </Group>
        </Group>

        <Group gap="xs" role="toolbar" aria-label={CALL_TEXTS.callControls}>
          <Button
            variant={self.muted ? 'filled' : 'default'}
            aria-pressed={self.muted}
            leftSection={
              self.muted ? (
                <IconMicrophoneOff size={16} aria-hidden />
              ) : (
                <IconMicrophone size={16} aria-hidden />
              )
            }
            loading={working === 'mute'}
            onClick={act('mute', () => setMuted(conferenceSid, self.participantSid, !self.muted))}
          >
            {self.muted ? CALL_TEXTS.unmute : CALL_TEXTS.mute}
          </Button>
          <Button
            variant={onHold ? 'filled' : 'default'}
            color="yellow"
            aria-pressed={onHold}
            leftSection={
              onHold ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />
            }
            disabled={!contact}
            loading={working === 'hold'}
            onClick={act('hold', () =>
              contact ? setCallHold(conferenceSid, contact.participantSid, !onHold) : Promise.resolve(),
            )}
          >
            {onHold ? CALL_TEXTS.resume : CALL_TEXTS.hold}
          </Button>
          {flags?.transfers && (
            <Button
              variant="default"
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              onClick={transfer.open}
            >
              {CALL_TEXTS.transfer}
            </Button>
          )}
          {recordingAction && (
            <Button
              variant="default"
              leftSection={<IconPlayerRecord size={16} aria-hidden />}
              loading={working === 'record'}
              onClick={act('record', () => changeRecording(conferenceSid, recordingAction))}
            >
              {RECORDING_LABELS[recordingAction]}
            </Button>
          )}
          {voicemailDrop.drops && (
            <VoicemailDropMenu
              drops={voicemailDrop.drops}
              blockedReason={voicemailDrop.blockedReason}
              dropping={voicemailDrop.state.status === 'dropping'}
              onDrop={(drop) => void voicemailDrop.drop(drop)}
            />
          )}
          <Button
            color="red"
            leftSection={<IconPhoneOff size={16} aria-hidden />}
            loading={working === 'hangup'}
            onClick={act('hangup', () => hangUpCall(conferenceSid))}
          >
            {CALL_TEXTS.hangUp}
          </Button>
        </Group>

        {voicemailDrop.state.status === 'dropping' && (
          <Text size="sm" role="status">
            {CALL_TEXTS.droppingVoicemail(voicemailDrop.state.name)}
          </Text>
        )}
        {voicemailDrop.state.status === 'failed' && (
          <Alert
            color="red"
            variant="light"
            withCloseButton
            onClose={voicemailDrop.dismissFailure}
            role="alert"
          >
            {voicemailDrop.state.message}
          </Alert>
        )}
        <PendingTransfer taskSid={reservation.taskSid} />

        <Stack gap={4} component="ul" aria-label="Participants" m={0} p={0} style={{ listStyle: 'none' }}>
          {snapshot.participants.map((participant) => (
            <Group key={participant.participantSid} component="li" gap="xs">
              <Text size="sm">{participantLabel(participant)}</Text>
              <Text size="xs" c="dimmed">
                {participant.managerAction ?? participant.kind}
              </Text>
              {participant.hold && <Badge size="xs">{CALL_TEXTS.onHold}</Badge>}
              {participant.muted && <Badge size="xs">{CALL_TEXTS.muted}</Badge>}
              {participant.kind === 'external' && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={CALL_TEXTS.removeParticipantLabel(participantLabel(participant))}
                  loading={working === `drop-${participant.participantSid}`}
                  onClick={act(`drop-${participant.participantSid}`, () =>
                    dropCallParticipant(conferenceSid, participant.participantSid),
                  )}
                >
                  {CALL_TEXTS.removeParticipant}
                </Button>
              )}
            </Group>
          ))}
        </Stack>

        {levels.media && !levels.media.microphone && (
          <Alert color="yellow">{CALL_TEXTS.microphoneUnavailable}</Alert>
        )}
        <Stack gap={4}>
          <LevelMeter label={CALL_TEXTS.inputLevel} level={levels.input} />
          <LevelMeter label={CALL_TEXTS.outputLevel} level={levels.output} />
        </Stack>
        <CallQuality conferenceSid={conferenceSid} />
      </Stack>
      <TransferModal
        reservation={reservation}
        conferenceSid={conferenceSid}
        opened={transferOpen}
        onClose={transfer.close}
      />
    </Paper>
  );
}
