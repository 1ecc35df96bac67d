import { Center, Stack, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ErrorScreenLayoutProps = {
  icon: TablerIcon;
  color?: string;
  title?: string;
  children: ReactNode;
};

/** The calm, centred frame every error screen shares. */
export function ErrorScreenLayout({ icon: Icon, color = 'indigo', title, children }: ErrorScreenLayoutProps) {
  return (
    <Center mih="100%" h="100%" p="xl" role="alert">
      <Stack align="center" gap="md" maw={560} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          <Icon size={30} stroke={1.5} aria-hidden />
        </ThemeIcon>
        {title && (
          <Title order={2} fw={600}>
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Center>
  );
}
