import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { isChunkLoadError } from '../../shared/chunk-retry/load-with-retry.ts';
import { ChunkLoadFailedScreen } from './ChunkLoadFailedScreen.tsx';
import { createErrorCode } from './error-details.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { StaleVersionScreen } from './StaleVersionScreen.tsx';
import { UnexpectedErrorScreen } from './UnexpectedErrorScreen.tsx';
import { useStaleVersionCheck } from './useStaleVersionCheck.ts';

export type ErrorScreenProps = { error: unknown };

/**
 * Picks the screen for an error: 404, chunk load failure, or, after asking the server for its
 * build version, the stale-version or the unexpected-error screen (spec 000 §2).
 */
export function ErrorScreen({ error }: ErrorScreenProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) return <ChunkLoadFailedScreen error={error} />;
  return <CheckedErrorScreen error={error} />;
}

function CheckedErrorScreen({ error }: ErrorScreenProps) {
  const [errorCode] = useState(() => createErrorCode());
  const versionCheck = useStaleVersionCheck();
  useEffect(() => {
    console.error(`[Parley] error ${errorCode}`, error);
  }, [error, errorCode]);

  if (versionCheck === 'checking') {
    return (
      <Center h="100%" mih={200}>
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (versionCheck === 'stale') return <StaleVersionScreen />;
  return <UnexpectedErrorScreen errorCode={errorCode} />;
}
