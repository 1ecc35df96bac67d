// What agents see on the campaigns pages (campaigns are for admins and supervisors).
import { Alert, Stack, Title } from '@mantine/core';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';

export type ManagersOnlyNoticeProps = { title: string };

/** Campaigns are for admins and supervisors (campaigns.policy.ts): others see why, and no call is made. */
export function ManagersOnlyNotice({ title }: ManagersOnlyNoticeProps) {
  return (
    <Stack p="xl" gap="lg">
      <Title order={2}>{title}</Title>
      <Alert color="gray" variant="light">
        {CAMPAIGNS_TEXTS.managersOnly}
      </Alert>
    </Stack>
  );
}
