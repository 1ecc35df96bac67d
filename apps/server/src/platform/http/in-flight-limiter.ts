// At most `maxInFlight` requests of one key (a user) run at once; the next `maxQueued` wait their
// turn in arrival order, and more are refused. One user's flood so queues behind itself only.

export type InFlightTicket = {
  /** Resolves true when the request may run, false when it was released while still waiting. */
  readonly ready: Promise<boolean>;
  /** Frees the slot (or the place in the queue). Safe to call more than once. */
  release(): void;
};

type Lane = { running: number; waiting: Array<(started: boolean) => void> };

export class InFlightLimiter {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    readonly maxInFlight: number,
    readonly maxQueued: number,
  ) {}

  /** A ticket for one request of `key`, or null when its queue is full. */
  acquire(key: string): InFlightTicket | null {
    const lane = this.lanes.get(key) ?? { running: 0, waiting: [] };
    this.lanes.set(key, lane);
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    let start: (started: boolean) => void = () => {};
    const ready = new Promise<boolean>((resolve) => {
      start = (started) => {
        if (started && state === 'waiting') state = 'running';
        resolve(started);
      };
    });

    if (lane.running < this.maxInFlight) {
      lane.running += 1;
      start(true);
    } else if (lane.waiting.length < this.maxQueued) {
      lane.waiting.push(start);
    } else {
      if (lane.running === 0 && lane.waiting.length === 0) this.lanes.delete(key);
      return null;
    }

    const release = () => {
      if (state === 'done') return;
      const wasRunning = state === 'running';
      state = 'done';
      if (wasRunning) {
        this.handOn(lane);
      } else {
        lane.waiting.splice(lane.waiting.indexOf(start), 1);
        start(false);
      }
      if (lane.running === 0 && lane.waiting.length === 0) this.lanes.delete(key);
    };
    return { ready, release };
  }

  /** How many requests of `key` run now and wait (for tests and logs). */
  load(key: string): { running: number; waiting: number } {
    const lane = this.lanes.get(key);
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
  }

  /** A finished request's slot goes to the first waiting one, else it is freed. */
  private handOn(lane: Lane): void {
    const next = lane.waiting.shift();
    if (next) next(true);
    else lane.running -= 1;
  }
}
