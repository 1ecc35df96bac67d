import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../auth/hooks/useSession.ts';
import type { CallTones } from '../../voice/hooks/useCallTones.ts';
import { KEYPAD_TEXTS } from '../keypad-texts.ts';
import { DialKeypad } from './DialKeypad.tsx';

export type CallKeypadProps = {
  /** The live call the agent is on, and its tone sender. */
  call: CallTones;
  /** Leaves the keypad for the contact search: offered when the agent may hold several calls. */
  onNewCall: () => void;
};

/** The tones shown: the last few, as a phone's display scrolls. */
const TONES_SHOWN = 24;

/**
 * The dial pad during a call: each key (or keyboard digit, * and #) sends its DTMF tone from the
 * agent's leg, as an IVR on the other side expects (docs/agent-desktop-web.md "Keypad"). Says so
 * when a tone could not go (this tab carries no audio for the call).
 */
export function CallKeypad({ call, onNewCall }: CallKeypadProps) {
  const multipleCalls = useSession().profile?.featureFlags?.multipleCalls ?? false;
  const [sent, setSent] = useState('');
  const [failed, setFailed] = useState(false);

  const press = (key: string) => {
    if (call.send(key)) {
      setSent((tones) => (tones + key).slice(-TONES_SHOWN));
      setFailed(false);
    } else setFailed(true);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {KEYPAD_TEXTS.sendingTo(call.contactName)}
      </Text>
      <Text ta="center" fz="xl" ff="monospace" mih={36} aria-label={KEYPAD_TEXTS.tonesSent} role="status">
        {sent || (
          <Text span size="sm" c="dimmed">
            {KEYPAD_TEXTS.nothingSent}
          </Text>
        )}
      </Text>
      {failed && (
        <Alert color="yellow" p="xs">
          {KEYPAD_TEXTS.notSent}
        </Alert>
      )}
      <DialKeypad label={KEYPAD_TEXTS.keypad} onKey={press} />
      {multipleCalls && (
        <Group justify="flex-end">
          <Button variant="subtle" size="xs" onClick={onNewCall}>
            {KEYPAD_TEXTS.newCall}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
