// The 12 keys of a phone keypad (ITU-T E.161 letters) and the keys a keyboard presses on it.

export type DialKey = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '*' | '0' | '#';

/** Row by row, as a phone lays them out; 0 carries the + a long press types. */
export const DIAL_KEYS: readonly { key: DialKey; letters: string }[] = [
  { key: '1', letters: '' },
  { key: '2', letters: 'ABC' },
  { key: '3', letters: 'DEF' },
  { key: '4', letters: 'GHI' },
  { key: '5', letters: 'JKL' },
  { key: '6', letters: 'MNO' },
  { key: '7', letters: 'PQRS' },
  { key: '8', letters: 'TUV' },
  { key: '9', letters: 'WXYZ' },
  { key: '*', letters: '' },
  { key: '0', letters: '+' },
  { key: '#', letters: '' },
];

const KEYS = new Set<string>(DIAL_KEYS.map((entry) => entry.key));

export function isDialKey(text: string): text is DialKey {
  return KEYS.has(text);
}

/** An element where typing already writes (the keypad leaves its keys to it). */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}
