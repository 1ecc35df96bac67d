import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { SETTINGS_TEXTS } from '@parley/core/settings/texts';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export type QueryBoundaryProps<T> = {
  query: UseQueryResult<T>;
  /** What the loader announces to screen readers. */
  loadingLabel: string;
  children: (data: T) => ReactNode;
};

/** A query's three states: a loader, the failure in place with a retry, or its data. */
export function QueryBoundary<T>({ query, loadingLabel, children }: QueryBoundaryProps<T>) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={loadingLabel} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          {query.error.message || SETTINGS_TEXTS.loadFailed}
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {SETTINGS_TEXTS.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
