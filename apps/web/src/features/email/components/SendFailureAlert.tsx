import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EMAIL_DESK_TEXTS } from '../email-desk-texts.ts';
import type { SendFailure } from '../utils/send-failure.ts';

/** My Settings › Integrations (spec 001 §2: /settings/my-settings/agent-integrations). */
export const MY_INTEGRATIONS_PATH = '/settings/my-settings/agent-integrations';

export type SendFailureAlertProps = { failure: SendFailure };

/** Why the email was not sent (spec 001 §8); the draft stays for another try. */
export function SendFailureAlert({ failure }: SendFailureAlertProps) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={16} aria-hidden />}>
      {failure.kind === 'reauthorize' ? (
        <Stack gap={4}>
          <Text size="sm">{failure.message}</Text>
          <Anchor component={Link} to={MY_INTEGRATIONS_PATH} size="sm">
            {EMAIL_DESK_TEXTS.mySettingsLink}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap={2}>
          {failure.messages.map((message) => (
            <Text size="sm" key={message}>
              {message}
            </Text>
          ))}
        </Stack>
      )}
    </Alert>
  );
}
