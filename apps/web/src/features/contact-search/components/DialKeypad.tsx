import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { DIAL_KEYS, type DialKey, isDialKey, isEditableTarget } from '../utils/dial-keys.ts';

/** What a key press types: a dial key, or + from a long press of 0 (when `plus` is on). */
export type KeypadInput = DialKey | '+';

export type DialKeypadProps = {
  /** A key was pressed (on screen or on the keyboard). */
  onKey: (key: KeypadInput) => void;
  /** The group's accessible name. */
  label: string;
  /** A long press of 0, or the keyboard's +, types + (a number being typed; tones have no +). */
  plus?: boolean;
};

/** How long 0 is held for + (as phones do). */
const LONG_PRESS_MS = 600;

/**
 * The 12-key phone keypad (1-9, *, 0, # with their letters). While it is shown, digits, * and #
 * pressed on the keyboard press its keys too, unless the focus is in a field (that field takes them).
 */
export function DialKeypad({ onKey, label, plus = false }: DialKeypadProps) {
  const onKeyRef = useRef(onKey);
  onKeyRef.current = onKey;
  const held = useRef<{ timer: ReturnType<typeof setTimeout> | null; typedPlus: boolean }>({
    timer: null,
    typedPlus: false,
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditableTarget(event.target)) return;
      const key = event.key;
      if (isDialKey(key) || (plus && key === '+')) {
        event.preventDefault();
        onKeyRef.current(key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [plus]);

  useEffect(() => {
    const state = held.current;
    return () => {
      if (state.timer) clearTimeout(state.timer);
    };
  }, []);

  const release = () => {
    if (held.current.timer) clearTimeout(held.current.timer);
    held.current.timer = null;
  };

  return (
    <SimpleGrid cols={3} spacing={6} verticalSpacing={6} role="group" aria-label={label} maw={260} mx="auto">
      {DIAL_KEYS.map(({ key, letters }) => (
        <Button
          key={key}
          variant="default"
          h={52}
          px={0}
          aria-label={key}
          onPointerDown={() => {
            if (!plus || key !== '0') return;
            held.current.typedPlus = false;
            held.current.timer = setTimeout(() => {
              held.current.timer = null;
              held.current.typedPlus = true;
              onKeyRef.current('+');
            }, LONG_PRESS_MS);
          }}
          onPointerUp={release}
          onPointerLeave={release}
          onClick={() => {
            // The long press already typed +: the click that ends it types nothing more.
            if (key === '0' && held.current.typedPlus) {
              held.current.typedPlus = false;
              return;
            }
            onKey(key);
          }}
        >
          <Stack gap={0} align="center">
            <Text fz="lg" fw={500} lh={1.2} aria-hidden>
              {key}
            </Text>
            <Text fz={10} c="dimmed" lh={1.2} h={12} aria-hidden>
              {letters}
            </Text>
          </Stack>
        </Button>
      ))}
    </SimpleGrid>
  );
}
