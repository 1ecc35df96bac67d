import { Stack, Text } from '@mantine/core';
import { NO_CONTACT_LISTS_TEXT } from '../../../app/shell-texts.ts';

export type ContactListsSectionProps = { title: string };

/** A section of saved contact lists in the agent side navigation; lists come with the contact-list editor. */
export function ContactListsSection({ title }: ContactListsSectionProps) {
  return (
    <Stack gap={2} px="sm" component="section" aria-label={title}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {NO_CONTACT_LISTS_TEXT}
      </Text>
    </Stack>
  );
}
