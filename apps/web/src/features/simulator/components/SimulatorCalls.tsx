import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useThrottledCallback } from '@mantine/hooks';
import { formatPhoneForDisplay, toE164 } from '@parley/core/common/phone-number';
import { SAFE_HARBOUR_EVENT, VOICE_STREAM } from '@parley/core/voice/stream-events';
import { isLiveCallStatus } from '@parley/core/voice/voice-contract';
import { VOICEMAIL_DROP_EVENT } from '@parley/core/voice/voicemail-drops';
import { IconPhone, IconPhoneCall, IconPhoneOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToastFor, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { useEventStreamPhase, useStreamEvent } from '../../../shared/sse/useServerEvent.ts';
import { useDeskAgent } from '../../agent-desktop/hooks/useDeskAgent.ts';
import type { CallView } from '../../voice/api/voice-types.ts';
import { LevelMeter } from '../../voice/components/LevelMeter.tsx';
import { useAudioLevels } from '../../voice/hooks/useAudioLevels.ts';
import { useVoiceRuntime } from '../../voice/hooks/useVoiceRuntime.ts';
import type { CarriesParticipant } from '../../voice/media/voice-session-manager.ts';
import { CALL_TEXTS } from '../../voice/voice-texts.ts';
import {
  answerSimulatedCall,
  fetchSimulatorCalls,
  hangUpSimulatedCall,
  placeSimulatedInboundCall,
} from '../api/simulator-api.ts';
import { SIMULATOR_TEXTS } from '../simulator-texts.ts';
import { type VoicemailDropPlayback, VoicemailDropPlayer } from './VoicemailDropPlayer.tsx';

export type SimulatorCallsProps = {
  /** What the contact field holds: the caller. */
  contactText: string;
  onContactError: (message: string | null) => void;
};

const CALLS_QUERY_KEY = ['simulator', 'calls'] as const;

const STATUS_COLORS: Record<string, string> = {
  queued: 'gray',
  ringing: 'orange',
  'in-progress': 'teal',
  completed: 'blue',
};

function CallLevels({ conferenceSid }: { conferenceSid: string }) {
  const levels = useAudioLevels(conferenceSid);
  return (
    <Stack gap={2} w="100%">
      <LevelMeter label={CALL_TEXTS.inputLevel} level={levels.input} />
      <LevelMeter label={CALL_TEXTS.outputLevel} level={levels.output} />
    </Stack>
  );
}

type CallRowProps = {
  call: CallView;
  /** The safe-harbour message the brand played on this call, if it abandoned it (issue 14). */
  safeHarbour: string | undefined;
  drop: VoicemailDropPlayback | undefined;
  onDropStatus: (status: VoicemailDropPlayback['status']) => void;
};

function CallRow({ call, safeHarbour, drop, onDropStatus }: CallRowProps) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CALLS_QUERY_KEY });
  const answer = useMutation({ mutationFn: () => answerSimulatedCall(call.callSid), onSettled: refresh });
  const hangUp = useMutation({ mutationFn: () => hangUpSimulatedCall(call.callSid), onSettled: refresh });
  const live = isLiveCallStatus(call.status);
  const other = call.direction === 'inbound' ? call.to : call.from;
  const label = `${call.contactName ?? formatPhoneForDisplay(call.direction === 'inbound' ? call.from : call.to)}`;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="li"
      aria-label={`${label} ${call.status}`}
      data-call-sid={call.callSid}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0} miw={0}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {label}
              </Text>
              <Badge size="sm" variant="light" color={STATUS_COLORS[call.status] ?? 'red'}>
                {CALL_TEXTS.callStatus[call.status]}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {call.direction === 'inbound' ? CALL_TEXTS.inbound : CALL_TEXTS.outbound} ·{' '}
              {formatPhoneForDisplay(other)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {call.direction === 'outbound' && call.status === 'ringing' && (
              <Button
                size="compact-sm"
                color="teal"
                leftSection={<IconPhoneCall size={14} aria-hidden />}
                loading={answer.isPending}
                onClick={() => answer.mutate()}
              >
                {CALL_TEXTS.answer}
              </Button>
            )}
            {live && (
              <Button
                size="compact-sm"
                color="red"
                variant="light"
                leftSection={<IconPhoneOff size={14} aria-hidden />}
                loading={hangUp.isPending}
                onClick={() => hangUp.mutate()}
              >
                {CALL_TEXTS.hangUp}
              </Button>
            )}
          </Group>
        </Group>
        {live && call.conferenceSid && call.status === 'in-progress' && (
          <CallLevels conferenceSid={call.conferenceSid} />
        )}
        {live && drop && <VoicemailDropPlayer playback={drop} onStatus={onDropStatus} />}
        {safeHarbour && (
          <Text size="xs" role="status">
            {SIMULATOR_TEXTS.safeHarbour(safeHarbour)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The Contact Simulator's calls: "Call the brand" as the picked contact, the calls of this
 * simulator user (GET /api/simulator/calls, kept live by `call.updated`) with Answer (an outbound
 * call ringing at the contact) and Hang up, and the contact's audio: this page is the contact's
 * phone, so it carries the contact legs it placed or answered, with input and output meters, and
 * plays the voicemail drops agents leave on them (`voice.voicemailDrop`).
 */
export function SimulatorCalls({ contactText, onContactError }: SimulatorCallsProps) {
  const queryClient = useQueryClient();
  const userId = useDeskAgent().data?.id;
  const calls = useQuery({ queryKey: CALLS_QUERY_KEY, queryFn: ({ signal }) => fetchSimulatorCalls(signal) });
  const mine = useRef(new Set<string>());
  mine.current = new Set((calls.data?.items ?? []).map((call) => call.callSid));
  const carries = useMemo<CarriesParticipant | null>(
    () =>
      userId === undefined
        ? null
        : (participant) => participant.kind === 'contact' && participant.mediaUserId === userId,
    [userId],
  );
  useVoiceRuntime({ label: 'simulator', carries });

  const refetch = useThrottledCallback(
    () => void queryClient.invalidateQueries({ queryKey: CALLS_QUERY_KEY }),
    500,
  );
  // A call placed between the list's first read and the stream's opening (or while it was down) sent
  // its call.updated to nobody: the list is read again each time the stream opens.
  const phase = useEventStreamPhase();
  useEffect(() => {
    if (phase === 'open') void queryClient.invalidateQueries({ queryKey: CALLS_QUERY_KEY });
  }, [phase, queryClient]);
  useStreamEvent(VOICE_STREAM['call.updated'], (call) => {
    const known = mine.current.has(call.callSid);
    if (known) {
      queryClient.setQueryData<{ items: CallView[] }>(CALLS_QUERY_KEY, (data) =>
        data ? { items: data.items.map((item) => (item.callSid === call.callSid ? call : item)) } : data,
      );
    }
    // A new call (the brand calling a contact, or this page's own) shows once the server lists it.
    else refetch();
  });

  // Voicemail drops left on the calls this page carries, by call sid (played while the call lasts).
  const [drops, setDrops] = useState<Record<string, VoicemailDropPlayback>>({});
  useStreamEvent(VOICE_STREAM[VOICEMAIL_DROP_EVENT], (event) =>
    setDrops((current) => ({
      ...current,
      [event.callSid]: {
        recordingId: event.recordingId,
        audioUrl: event.audioUrl,
        durationSeconds: event.durationSeconds ?? null,
        status: 'loading',
      },
    })),
  );
  // A campaign's call abandoned for want of an agent: the brand's safe-harbour message, spoken where
  // the browser can (the page is the contact's phone) and written on the call.
  const [harbours, setHarbours] = useState<Record<string, string>>({});
  useStreamEvent(VOICE_STREAM[SAFE_HARBOUR_EVENT], (event) => {
    setHarbours((current) => ({ ...current, [event.callSid]: event.message }));
    if (typeof window !== 'undefined' && 'speechSynthesis' in window)
      window.speechSynthesis.speak(new SpeechSynthesisUtterance(event.message));
  });
  const setDropStatus = (callSid: string) => (status: VoicemailDropPlayback['status']) =>
    setDrops((current) => {
      const playback = current[callSid];
      return playback ? { ...current, [callSid]: { ...playback, status } } : current;
    });

  const place = useMutation({
    mutationFn: (from: string) => placeSimulatedInboundCall({ from }),
    onSuccess: ({ callSid }) => {
      showSuccessToast(CALL_TEXTS.callPlaced(callSid));
      void queryClient.invalidateQueries({ queryKey: CALLS_QUERY_KEY });
    },
    onError: (error) => {
      if (isApiError(error) && error.handled) return;
      if (isApiError(error) && error.field === 'from') onContactError(error.message);
      else showErrorToastFor(error);
    },
  });

  const callTheBrand = () => {
    const from = toE164(contactText);
    if (!from) {
      onContactError(SIMULATOR_TEXTS.invalidPhone);
      return;
    }
    onContactError(null);
    place.mutate(from);
  };

  const items = calls.data?.items ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {CALL_TEXTS.callsIntro}
      </Text>
      <Group>
        <Button
          leftSection={<IconPhone size={16} aria-hidden />}
          loading={place.isPending}
          onClick={callTheBrand}
        >
          {CALL_TEXTS.callTheBrand}
        </Button>
      </Group>
      {calls.isError ? (
        <Text size="sm" c="red">
          {CALL_TEXTS.callsLoadError}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {CALL_TEXTS.noCalls}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          aria-label={CALL_TEXTS.calls}
          style={{ listStyle: 'none' }}
        >
          {items.map((call) => (
            <CallRow
              key={call.callSid}
              call={call}
              safeHarbour={harbours[call.callSid]}
              drop={drops[call.callSid]}
              onDropStatus={setDropStatus(call.callSid)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
