import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type SettingsPageLayoutProps = {
  title: string;
  description?: ReactNode;
  /** Buttons at the top right (e.g. "New user"). */
  actions?: ReactNode;
  /** A link back to the list a detail page belongs to. */
  back?: { to: string; label: string };
  children: ReactNode;
};

/** The frame of every settings page: an optional way back, the title, what the page is for, its actions. */
export function SettingsPageLayout({ title, description, actions, back, children }: SettingsPageLayoutProps) {
  return (
    <Stack p="xl" gap="lg" maw={1100}>
      {back && (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2}>{title}</Title>
          {description && (
            <Text c="dimmed" size="sm" mt={4} maw={720}>
              {description}
            </Text>
          )}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
