import { Badge, Button, Group } from '@mantine/core';
import { IconEar, IconMessageCircle, IconPhoneCall, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../auth/hooks/useSession.ts';
import type { ManagerAction } from '../api/voice-types.ts';
import { type LiveCallTarget, startAction, stopAction } from '../state/manager-actions.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { CALL_TEXTS } from '../voice-texts.ts';

export type ManagerActionControlsProps = {
  target: LiveCallTarget;
  /** The supervisor's own worker sid (their contact uri is `client:{workerSid}`). */
  managerWorkerSid: string | undefined;
  /** A label naming the call, for the buttons' accessible names. */
  callLabel: string;
};

const ACTIONS: {
  action: ManagerAction;
  flag: 'managerListen' | 'managerWhisper' | 'managerBarge';
  label: string;
  icon: typeof IconEar;
}[] = [
  { action: 'listen', flag: 'managerListen', label: CALL_TEXTS.listen, icon: IconEar },
  { action: 'whisper', flag: 'managerWhisper', label: CALL_TEXTS.whisper, icon: IconMessageCircle },
  { action: 'barge', flag: 'managerBarge', label: CALL_TEXTS.barge, icon: IconPhoneCall },
];

/**
 * Listen, Whisper, Barge and Stop on an agent's live call (spec 001 §4, §6; each behind its
 * feature flag). The state shows beside them: Starting…, then Listening, Whispering or Barging.
 * While one runs on this call the others change it; other calls wait until it is stopped.
 */
export function ManagerActionControls({ target, managerWorkerSid, callLabel }: ManagerActionControlsProps) {
  const flags = useSession().profile?.featureFlags;
  const state = useVoiceStore((store) => store.managerAction);
  const [stopping, setStopping] = useState(false);
  const onThisCall = state.taskSid === target.taskSid && state.status !== 'none';
  const elsewhere = state.status !== 'none' && !onThisCall;
  const allowed = ACTIONS.filter((item) => flags?.[item.flag]);
  if (allowed.length === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" data-manager-state={onThisCall ? state.status : 'none'}>
      {allowed.map(({ action, label, icon: Icon }) => {
        const current = onThisCall && state.action === action && state.status !== 'starting';
        return (
          <Button
            key={action}
            size="compact-sm"
            variant={current ? 'filled' : 'default'}
            aria-pressed={current}
            aria-label={`${label} ${callLabel}`}
            leftSection={<Icon size={14} aria-hidden />}
            disabled={elsewhere || state.status === 'starting'}
            onClick={() => {
              if (!current) void startAction(target, action, managerWorkerSid);
            }}
          >
            {label}
          </Button>
        );
      })}
      {onThisCall && (
        <>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            aria-label={`${CALL_TEXTS.stop} ${callLabel}`}
            leftSection={<IconPlayerStop size={14} aria-hidden />}
            loading={stopping}
            disabled={state.status === 'starting'}
            onClick={async () => {
              setStopping(true);
              await stopAction();
              setStopping(false);
            }}
          >
            {CALL_TEXTS.stop}
          </Button>
          <Badge variant="light" role="status">
            {CALL_TEXTS.managerState[state.status]}
          </Badge>
        </>
      )}
    </Group>
  );
}
