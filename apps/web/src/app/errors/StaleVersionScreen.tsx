import { Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { STALE_VERSION_TEXT } from '../shell-texts.ts';
import { ErrorScreenLayout } from './ErrorScreenLayout.tsx';

/** spec 000 §2 error screen (a): the server runs a newer build than this tab. */
export function StaleVersionScreen() {
  return (
    <ErrorScreenLayout icon={IconRefresh}>
      <Text size="lg">{STALE_VERSION_TEXT}</Text>
      <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
        Refresh
      </Button>
    </ErrorScreenLayout>
  );
}
