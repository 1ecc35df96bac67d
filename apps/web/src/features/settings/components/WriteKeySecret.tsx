import { Alert, Button, CopyButton, Group, Stack, Textarea } from '@mantine/core';
import { WRITE_KEY_TEXTS } from '@parley/core/events/write-keys';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

export type WriteKeySecretProps = {
  /** The new key itself: the server shows it this once and keeps only its hash. */
  secret: string;
  onDone: () => void;
};

/** A new API key, to copy now: it will not be shown again. */
export function WriteKeySecret({ secret, onDone }: WriteKeySecretProps) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {WRITE_KEY_TEXTS.secretWarning}
      </Alert>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          label={WRITE_KEY_TEXTS.secretLabel}
          value={secret}
          readOnly
          autosize
          minRows={2}
          onFocus={(event) => event.currentTarget.select()}
          // The whole key in sight (80 characters), broken anywhere: it has no spaces.
          styles={{
            input: {
              fontFamily: 'var(--mantine-font-family-monospace)',
              fontSize: 13,
              wordBreak: 'break-all',
            },
          }}
          flex={1}
        />
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
              w={110}
            >
              {copied ? WRITE_KEY_TEXTS.copied : WRITE_KEY_TEXTS.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {WRITE_KEY_TEXTS.done}
        </Button>
      </Group>
    </Stack>
  );
}
