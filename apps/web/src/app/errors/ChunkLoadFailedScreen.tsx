import { Button, Code, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { AUTO_RELOAD_DELAY_MS, claimAutoReload } from '../../shared/chunk-retry/auto-reload.ts';
import { CHUNK_LOAD_FAILED_RELOADING, CHUNK_LOAD_FAILED_TITLE, RELOAD_NOW } from '../shell-texts.ts';
import classes from './ChunkLoadFailedScreen.module.css';
import { ErrorScreenLayout } from './ErrorScreenLayout.tsx';
import { describeError } from './error-details.ts';

export type ChunkLoadFailedScreenProps = { error: unknown };

/** spec 000 §2 "Load failure": every retry of the page chunk failed. */
export function ChunkLoadFailedScreen({ error }: ChunkLoadFailedScreenProps) {
  useEffect(() => {
    if (!claimAutoReload()) return;
    const timer = setTimeout(() => window.location.reload(), AUTO_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <ErrorScreenLayout icon={IconCloudOff} color="orange" title={CHUNK_LOAD_FAILED_TITLE}>
      <Text>{CHUNK_LOAD_FAILED_RELOADING}</Text>
      <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
        {RELOAD_NOW}
      </Button>
      <details className={classes.details}>
        <summary>Technical details</summary>
        <Code block fz="xs" mt="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {`Page: ${window.location.href}\n${describeError(error)}`}
        </Code>
      </details>
    </ErrorScreenLayout>
  );
}
