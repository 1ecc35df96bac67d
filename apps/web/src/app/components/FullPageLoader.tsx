import { Center, Loader } from '@mantine/core';

/** Shown while the first page of the app loads. */
export function FullPageLoader() {
  return (
    <Center h="100dvh" aria-busy="true">
      <Loader size="md" aria-label="Loading" />
    </Center>
  );
}
