// bench/dialer server mode: times the campaign runner's dial passes without touching the server's
// code. A pass (dial-predictive-calls.ts, dial-campaign-calls.ts) is one transaction that first takes
// the campaign's pass lock (campaign-pass-lock.ts: pg_try_advisory_xact_lock on `campaign-pass:<id>`);
// node-postgres sends every statement through pg.Client#query, so a pass is timed from the moment its
// lock statement is sent to the moment the COMMIT (or ROLLBACK) of the same connection returns. The
// runner's other statements of a tick (starting due campaigns, settling ended calls, publishing the
// campaign's updates) and the voice events published after the commit are not in it.
import pg from 'pg';

type QueryConfigLike = { text?: unknown; values?: unknown };

function textOf(config: unknown): string {
  if (typeof config === 'string') return config;
  if (typeof config === 'object' && config !== null) {
    const { text } = config as QueryConfigLike;
    if (typeof text === 'string') return text;
  }
  return '';
}

function valuesOf(config: unknown, params: unknown): unknown[] {
  if (Array.isArray(params)) return params;
  if (typeof config === 'object' && config !== null) {
    const { values } = config as QueryConfigLike;
    if (Array.isArray(values)) return values;
  }
  return [];
}

const isPassLock = (text: string, values: unknown[]) =>
  text.includes('pg_try_advisory_xact_lock') &&
  values.some((value) => typeof value === 'string' && value.startsWith('campaign-pass:'));

export type PassTimer = {
  /** Pass durations in ms (lock sent → commit returned) since the last reset. */
  durations(): number[];
  reset(): void;
  /** Puts pg.Client#query back. */
  stop(): void;
};

/** Wraps pg.Client#query (every pooled connection of this process) to time the dial passes. */
export function startPassTimer(): PassTimer {
  const original = pg.Client.prototype.query;
  const started = new WeakMap<object, number>();
  let durations: number[] = [];
  pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
    const text = textOf(args[0]);
    const result = (original as (...rest: unknown[]) => unknown).apply(this, args);
    if (isPassLock(text, valuesOf(args[0], args[1]))) {
      started.set(this, performance.now());
    } else if (/^\s*(commit|rollback)\s*$/i.test(text)) {
      const at = started.get(this);
      if (at !== undefined) {
        started.delete(this);
        const done = () => durations.push(performance.now() - at);
        if (result instanceof Promise) result.then(done, done);
        else done();
      }
    }
    return result;
  } as typeof pg.Client.prototype.query;
  return {
    durations: () => durations.slice(),
    reset() {
      durations = [];
    },
    stop() {
      pg.Client.prototype.query = original;
    },
  };
}
