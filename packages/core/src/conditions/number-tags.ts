// spec 002 §5 "Value handling": number values accept integers or decimals, with an optional maximum
// digit count; isOneOf for numbers takes tags separated by space or comma, non-numeric entries dropped.

const NUMBER_PATTERN = /^-?[0-9]+(\.[0-9]+)?$/;
/** What a number input may hold while typing: a sign alone, or a trailing point, are on the way. */
const NUMBER_DRAFT_PATTERN = /^-?[0-9]*(\.[0-9]*)?$/;

function digitCount(text: string): number {
  return text.replace(/[^0-9]/g, '').length;
}

/** A finished number input (integer or decimal) as a number, else null. */
export function parseNumberInput(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER_PATTERN.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether a number input accepts this text as the user types (the input refuses the keystroke
 * otherwise): digits with an optional leading minus and one decimal point, and at most `maxDigits`
 * digits when given.
 */
export function acceptsNumberInput(text: string, options: { maxDigits?: number } = {}): boolean {
  if (!NUMBER_DRAFT_PATTERN.test(text)) return false;
  return options.maxDigits === undefined || digitCount(text) <= options.maxDigits;
}

/** Splits typed text into number tags: separators are spaces and commas; non-numeric entries go. */
export function parseNumberTags(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .map(parseNumberInput)
    .filter((value): value is number => value !== null);
}

/** Adds the tags typed in `text` to a list, keeping order and dropping repeats (Parley). */
export function addNumberTags(existing: ReadonlyArray<string | number>, text: string): number[] {
  const values: number[] = [];
  for (const entry of existing) {
    const value = typeof entry === 'number' ? entry : parseNumberInput(entry);
    if (value !== null && !values.includes(value)) values.push(value);
  }
  for (const value of parseNumberTags(text)) {
    if (!values.includes(value)) values.push(value);
  }
  return values;
}
