import {
  initialSseState,
  nextSseStep,
  type SseInput,
  type SsePhase,
  type SseReconnectState,
  sseHardFailureAt,
} from '@parley/core/common/backoff';
import { SSE_HEALTHY_RESET_MS, SSE_HEARTBEAT_TIMEOUT_MS } from '@parley/core/common/limits';
import {
  browserEventSource,
  type EventSourceFactory,
  type EventSourceLike,
  PING_EVENT,
  parseEventData,
  SERVER_ERROR_EVENT,
  type ServerEventHandler,
} from './event-stream-types.ts';

export type EventStreamClientOptions = {
  /** GET /api/sse/{brandSlug} */
  url: string;
  /** The stream failed for 300 s: it is closed for good; tell the user to reload. */
  onHardFailure: () => void;
  /** A `server.error` event. */
  onServerError: (data: unknown) => void;
  createEventSource?: EventSourceFactory;
  now?: () => number;
  random?: () => number;
};

type TimerName = 'retry' | 'heartbeat' | 'healthy' | 'deadline';

/**
 * The event stream with the reconnect rules of spec 000 §9 (decided by the pure nextSseStep; this
 * class only keeps the connection and the timers). The browser's own reconnects are not used:
 * every error closes the EventSource and the policy decides when to open a new one, asking for the
 * events missed since the last id seen (?lastEventId=).
 */
export class EventStreamClient {
  private readonly options: EventStreamClientOptions;
  private readonly handlers = new Map<string, Set<ServerEventHandler<unknown>>>();
  private readonly phaseListeners = new Set<() => void>();
  private readonly timers = new Map<TimerName, ReturnType<typeof setTimeout>>();
  private state: SseReconnectState = initialSseState;
  private running = false;
  private source: EventSourceLike | null = null;
  private listening = new Set<string>();
  private lastEventId: string | null = null;
  private deadlineAt: number | null = null;

  constructor(options: EventStreamClientOptions) {
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.state = initialSseState;
    this.connect();
  }

  stop(): void {
    this.running = false;
    this.closeSource();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.deadlineAt = null;
  }

  get phase(): SsePhase {
    return this.state.phase;
  }

  onPhaseChange(listener: () => void): () => void {
    this.phaseListeners.add(listener);
    return () => this.phaseListeners.delete(listener);
  }

  /** Calls `handler` with the data of every `name` event; returns the unsubscribe function. */
  subscribe(name: string, handler: ServerEventHandler<unknown>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    set.add(handler);
    this.listen(name);
    return () => {
      set.delete(handler);
    };
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private connect(): void {
    this.clearTimer('retry');
    if (!this.running) return;
    this.dispatch({ type: 'connect', now: this.now() });
    const base = this.options.url;
    const url = this.lastEventId
      ? `${base}${base.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(this.lastEventId)}`
      : base;
    const source = (this.options.createEventSource ?? browserEventSource)(url);
    this.source = source;
    this.listening = new Set();
    source.onopen = () => {
      if (this.source !== source) return;
      this.dispatch({ type: 'open', now: this.now() });
      this.armHeartbeat();
      // spec 000 §9: 60 s connected without an error resets the error counter.
      this.setTimer('healthy', SSE_HEALTHY_RESET_MS, () =>
        this.dispatch({ type: 'healthy-tick', now: this.now() }),
      );
    };
    source.onerror = () => {
      if (this.source !== source) return;
      this.closeSource();
      this.dispatch({ type: 'error', now: this.now(), random: this.options.random?.() ?? Math.random() });
    };
    for (const name of [PING_EVENT, SERVER_ERROR_EVENT, ...this.handlers.keys()]) this.listen(name);
    this.armHeartbeat();
  }

  private listen(name: string): void {
    const source = this.source;
    if (!source || this.listening.has(name)) return;
    this.listening.add(name);
    source.addEventListener(name, (event) => {
      if (this.source !== source) return;
      this.receive(name, event);
    });
  }

  private receive(name: string, event: MessageEvent<string>): void {
    // spec 000 §9: any message, a ping included, proves the stream alive.
    this.armHeartbeat();
    if (event.lastEventId) this.lastEventId = event.lastEventId;
    const data = parseEventData(event.data);
    if (name === SERVER_ERROR_EVENT) this.options.onServerError(data);
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        handler(data, { name, id: event.lastEventId });
      } catch (error) {
        // One broken subscriber must not stop the others, nor the stream.
        console.error(`Handler of server event "${name}" failed`, error);
      }
    }
  }

  private armHeartbeat(): void {
    this.setTimer('heartbeat', SSE_HEARTBEAT_TIMEOUT_MS, () => {
      this.closeSource();
      this.dispatch({ type: 'heartbeat-timeout', now: this.now() });
    });
  }

  private dispatch(input: SseInput): void {
    const previousPhase = this.state.phase;
    const step = nextSseStep(this.state, input);
    this.state = step.state;
    this.syncDeadline();
    if (step.action.type === 'reconnect') {
      this.closeSource();
      this.setTimer('retry', step.action.delayMs, () => this.connect());
    } else if (step.action.type === 'hard-failure') {
      this.stop();
      this.options.onHardFailure();
    }
    if (previousPhase !== this.state.phase) for (const listener of this.phaseListeners) listener();
  }

  /** Keeps one timer on the moment the current failing streak turns into a hard failure. */
  private syncDeadline(): void {
    const at = sseHardFailureAt(this.state);
    if (at === this.deadlineAt) return;
    this.deadlineAt = at;
    if (at === null) {
      this.clearTimer('deadline');
      return;
    }
    this.setTimer('deadline', Math.max(0, at - this.now()), () =>
      this.dispatch({ type: 'failure-deadline', now: this.now() }),
    );
  }

  private closeSource(): void {
    this.clearTimer('heartbeat');
    this.clearTimer('healthy');
    if (!this.source) return;
    this.source.onopen = null;
    this.source.onerror = null;
    this.source.close();
    this.source = null;
  }

  private setTimer(name: TimerName, ms: number, run: () => void): void {
    this.clearTimer(name);
    this.timers.set(
      name,
      setTimeout(() => {
        this.timers.delete(name);
        run();
      }, ms),
    );
  }

  private clearTimer(name: TimerName): void {
    const timer = this.timers.get(name);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(name);
  }
}
