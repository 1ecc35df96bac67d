import { EmptyState, Stack, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { NOT_BUILT_YET_TEXT } from './page-texts.ts';

export type NotBuiltYetProps = {
  /** The page name, as in the page title. */
  title: string;
};

/** The honest state of an area that has no implementation yet: its name and nothing invented. */
export function NotBuiltYet({ title }: NotBuiltYetProps) {
  return (
    <Stack p="xl" gap="xl">
      <Title order={2}>{title}</Title>
      <EmptyState
        mt="xl"
        icon={<IconTools size={28} stroke={1.5} aria-hidden />}
        withIndicatorBackground
        description={NOT_BUILT_YET_TEXT}
      />
    </Stack>
  );
}
