// Messages between the load bench's main process (run.ts: database, server, hostile client, report)
// and its agent processes (agents-process.ts: simulated agents and the contacts' side), and the
// request samples they collect.

/** One measuring window: honest traffic alone, or honest traffic while the hostile client sends. */
export type MeasureWindow = { index: number; hostile: boolean; start: number; end: number };

/** When traffic starts, the measuring windows (after a warm-up), and when task creation stops. */
export type Schedule = { trafficStart: number; windows: MeasureWindow[]; trafficEnd: number };

/** A user the bench seeded; every one signs in over HTTP with the bench password. */
export type BenchUser = { index: number; email: string };

/**
 * One HTTP request as a browser would see it: `status` is the HTTP status, 0 for a network error and
 * -1 for a client timeout; `ok` is false for any failure (a GraphQL error in a 200 answer included).
 */
export type Sample = { op: string; start: number; ms: number; status: number; ok: boolean; detail?: string };

/** What the agent processes count besides requests. */
export type Counters = {
  smsCreated: number;
  customCreated: number;
  offers: number;
  smsCompleted: number;
  customCompleted: number;
  offersTimedOut: number;
  followUpsMissed: number;
  streamsDropped: number;
  contactsExhausted: number;
  serverErrorEvents: number;
};

export const EMPTY_COUNTERS: Counters = {
  smsCreated: 0,
  customCreated: 0,
  offers: 0,
  smsCompleted: 0,
  customCompleted: 0,
  offersTimedOut: 0,
  followUpsMissed: 0,
  streamsDropped: 0,
  contactsExhausted: 0,
  serverErrorEvents: 0,
};

export type MainToAgents =
  | {
      type: 'init';
      processIndex: number;
      processes: number;
      baseUrl: string;
      password: string;
      agents: BenchUser[];
      /** The admin who plays the contacts through the Contact Simulator. */
      admin: BenchUser;
      /** Every seeded contact's number; this process opens conversations for index % processes. */
      contactPhones: string[];
      /** Tasks this process creates per second (SMS and custom tasks together). */
      tasksPerSecond: number;
      smsShare: number;
      requestTimeoutMs: number;
      signInConcurrency: number;
    }
  | { type: 'start'; schedule: Schedule }
  | { type: 'contact-free'; phone: string }
  /** Stop creating tasks, finish the ones held, then report. */
  | { type: 'finish'; drainMs: number };

export type AgentsToMain =
  | { type: 'ready'; signedIn: number; failed: number }
  | { type: 'contact-free'; phone: string }
  | { type: 'report'; samples: Sample[]; counters: Counters; openAtEnd: number };

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes on one host. */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A uniformly random wait in [min, max] ms: a person's think time. */
export function think(range: readonly [number, number]): Promise<void> {
  return sleep(range[0] + Math.random() * (range[1] - range[0]));
}
