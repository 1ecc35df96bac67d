import { Group, Kbd, Text } from '@mantine/core';

export type SideNavHotkeyHintProps = { className?: string };

type HotkeyHintProps = { keys: string; action: string };

function HotkeyHint({ keys, action }: HotkeyHintProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Kbd size="xs">{keys}</Kbd>
      <Text size="xs" c="dimmed">
        {action}
      </Text>
    </Group>
  );
}

/**
 * spec 001 §9: shown for 3 s after Alt is pressed. Alt+↑ and Alt+↓ share one key cap so the hint
 * fits one line of a 264 px side navigation; where it cannot (the agent desktop's 200 px, larger
 * fonts) a key and its action wrap together, never a word on its own.
 */
export function SideNavHotkeyHint({ className }: SideNavHotkeyHintProps) {
  return (
    <Group style={{ rowGap: 4, columnGap: 10 }} className={className} aria-live="polite">
      <HotkeyHint keys="Alt+↑↓" action="move" />
      <HotkeyHint keys="Alt+B" action="collapse" />
    </Group>
  );
}
