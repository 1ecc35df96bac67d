// Rail hotkeys: Alt+1 … Alt+9 and Alt+0 open the first ten entries the user sees, top to bottom
// (docs/web-shell.md). Physical keys, so layouts where Alt+digit types a character still work.

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

/** The digit of the rail entry at `index`, or null past the tenth. */
export function railHotkeyDigit(index: number): string | null {
  return DIGITS[index] ?? null;
}

/** The useHotkeys binding of the rail entry at `index` (matched on KeyboardEvent.code). */
export function railHotkeyBinding(index: number): string | null {
  const digit = railHotkeyDigit(index);
  return digit ? `alt+digit${digit}` : null;
}
