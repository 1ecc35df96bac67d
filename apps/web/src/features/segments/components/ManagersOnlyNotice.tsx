import { Alert, Stack, Title } from '@mantine/core';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';

export type ManagersOnlyNoticeProps = { title: string };

/** Segments are for admins and supervisors (docs/segments.md): others see why, and no call is made. */
export function ManagersOnlyNotice({ title }: ManagersOnlyNoticeProps) {
  return (
    <Stack p="xl" gap="lg">
      <Title order={2}>{title}</Title>
      <Alert color="gray" variant="light">
        {SEGMENTS_TEXTS.managersOnly}
      </Alert>
    </Stack>
  );
}
