import { ActionIcon, Anchor, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconMoodSad } from '@tabler/icons-react';
import { lazy, type ReactElement, Suspense } from 'react';
import { SUPPORT_EMAIL, UNEXPECTED_ERROR_TITLE } from '../shell-texts.ts';
import type { ErrorCodeTooltipProps } from './ErrorCodeTooltip.tsx';
import { ErrorScreenLayout } from './ErrorScreenLayout.tsx';

function WithoutTooltip({ children }: ErrorCodeTooltipProps): ReactElement {
  return children;
}

// A tooltip brings the floating-ui positioning engine, the larger part of what the error screens
// would add to every first page: it loads when this screen shows. Until then, or if it cannot load
// (offline), the button is there without it.
const ErrorCodeTooltip = lazy(() =>
  import('./ErrorCodeTooltip.tsx').then(
    (module) => ({ default: module.ErrorCodeTooltip }),
    () => ({ default: WithoutTooltip }),
  ),
);

export type UnexpectedErrorScreenProps = { errorCode: string };

/** spec 000 §2 error screen (b): a support contact and a copyable error code. */
export function UnexpectedErrorScreen({ errorCode }: UnexpectedErrorScreenProps) {
  return (
    <ErrorScreenLayout icon={IconMoodSad} color="red" title={UNEXPECTED_ERROR_TITLE}>
      <Text>
        Please try again. If it keeps happening, write to{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`Parley error ${errorCode}`)}`}>
          {SUPPORT_EMAIL}
        </Anchor>{' '}
        and include this error code:
      </Text>
      <Group gap="xs">
        <Code fz="md" data-testid="error-code">
          {errorCode}
        </Code>
        <CopyButton value={errorCode}>
          {({ copied, copy }) => {
            const button = (
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label="Copy error code"
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            );
            return (
              <Suspense fallback={button}>
                <ErrorCodeTooltip label={copied ? 'Copied' : 'Copy error code'}>{button}</ErrorCodeTooltip>
              </Suspense>
            );
          }}
        </CopyButton>
      </Group>
      <Button variant="light" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </ErrorScreenLayout>
  );
}
