/** A short code a user can read out to support; the console logs it beside the error. */
export function createErrorCode(now: number = Date.now(), random: () => number = Math.random): string {
  const time = now.toString(36).toUpperCase();
  const suffix = Math.floor(random() * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  return `PRL-${time}-${suffix}`;
}

/** Name, message and stack of an error and of its causes, for the "technical details" block. */
export function describeError(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 5; depth++) {
    if (current instanceof Error) {
      lines.push(
        depth === 0 ? `${current.name}: ${current.message}` : `Caused by ${current.name}: ${current.message}`,
      );
      if (current.stack) lines.push(current.stack.split('\n').slice(1, 6).join('\n'));
      current = current.cause;
    } else {
      lines.push(depth === 0 ? String(current) : `Caused by ${String(current)}`);
      current = undefined;
    }
  }
  return lines.join('\n');
}
