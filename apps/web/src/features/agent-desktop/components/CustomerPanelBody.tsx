import { Divider, Stack, Text } from '@mantine/core';
import { ContactTimeline } from '../../../shared/contact-timeline/ContactTimeline.tsx';
import { CUSTOMER_PANEL_TEXTS as TEXTS } from '../customer-panel-texts.ts';
import { CustomerDetails } from './CustomerDetails.tsx';

export type CustomerPanelBodyProps = { profileId: string };

/** Who the customer is and their timeline: the customer panel beside the task, or its drawer on a phone. */
export function CustomerPanelBody({ profileId }: CustomerPanelBodyProps) {
  return (
    <Stack gap="md">
      <CustomerDetails profileId={profileId} />
      <Divider />
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {TEXTS.timeline}
      </Text>
      <ContactTimeline profileId={profileId} />
    </Stack>
  );
}
