// Texts of the dial pad's keypad (issue 17 item 11): Parley's wording; the spec has none.

export const KEYPAD_TEXTS = {
  keypad: 'Keypad',
  showKeypad: 'Show keypad',
  hideKeypad: 'Hide keypad',
  /** The dial pad's title during a call. */
  callTitle: 'Keypad',
  sendingTo: (name: string | null) => `Tones go to ${name ?? 'the contact'} as you press keys.`,
  tonesSent: 'Tones sent',
  nothingSent: 'Press keys or type digits, * and #.',
  /** This page carries no audio for the call (another tab has it), or it did not negotiate tones. */
  notSent: 'Tones could not be sent: the call has no audio connection in this tab (yet).',
  plusHint: 'Hold 0 for +',
  newCall: 'New call',
} as const;
