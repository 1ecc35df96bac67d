import { Group, Kbd, Text } from '@mantine/core';

export type SideNavHotkeyHintProps = { className?: string };

/** spec 001 §9: shown for 3 s after Alt is pressed. */
export function SideNavHotkeyHint({ className }: SideNavHotkeyHintProps) {
  return (
    <Group gap={6} className={className} aria-live="polite">
      <Kbd size="xs">Alt+↑</Kbd>
      <Kbd size="xs">Alt+↓</Kbd>
      <Text size="xs" c="dimmed">
        move
      </Text>
      <Kbd size="xs">Alt+B</Kbd>
      <Text size="xs" c="dimmed">
        collapse
      </Text>
    </Group>
  );
}
