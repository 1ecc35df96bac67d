/**
 * Coalesces "new events up to id N" signals into at most one NOTIFY per interval.
 *
 * A NOTIFY takes a global lock while its transaction commits, serialising every notifying commit on
 * the server (DESIGN.md §3): one per event would cap the whole database's write rate. Receivers only
 * need a nudge to read the log, so the payload is the origin process and the highest id, no events.
 *
 * Leading edge: after a quiet interval the nudge goes out at once (on the next timer tick, so one
 * tick's burst still shares it); within an interval of the last one it waits for the interval's end.
 * A lone event thus reaches other processes without waiting out the interval.
 */
export class NotifyBatcher {
  private pendingMax = 0;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private sentCount = 0;
  private closed = false;
  private lastSentAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly send: (payload: string) => Promise<void>,
    private readonly origin: string,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  get sent(): number {
    return this.sentCount;
  }

  note(id: number): void {
    if (id > this.pendingMax) this.pendingMax = id;
    if (!this.timer && !this.inFlight && !this.closed) this.schedule();
  }

  /** Stops scheduling and sends whatever is pending now, so other processes hear of the last events. */
  async close(): Promise<void> {
    this.closed = true;
    await this.inFlight;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pendingMax > 0) await this.fire();
  }

  private schedule(): void {
    const wait = Math.max(0, this.lastSentAt + this.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.fire();
    }, wait);
    this.timer.unref();
  }

  private fire(): Promise<void> {
    const payload = `${this.origin}:${this.pendingMax}`;
    this.pendingMax = 0;
    this.sentCount += 1;
    this.lastSentAt = Date.now();
    this.inFlight = this.send(payload)
      .catch(this.onError)
      .finally(() => {
        this.inFlight = null;
        // Ids noted while sending wait for the interval to end: never two nudges back to back.
        if (this.pendingMax > 0 && !this.timer && !this.closed) this.schedule();
      });
    return this.inFlight;
  }
}

export function parseNotifyPayload(payload: string): { origin: string; maxId: number } | null {
  const separator = payload.lastIndexOf(':');
  const maxId = Number(payload.slice(separator + 1));
  if (separator <= 0 || !Number.isSafeInteger(maxId)) return null;
  return { origin: payload.slice(0, separator), maxId };
}
