// One browser tab as the load bench sees it: its own client address, cookie jar, CSRF token, tab id
// and brand header (spec 000 §7), over node:http with keep-alive, every request timed and recorded.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { preciseNow, type Sample } from './protocol.ts';

export type Recorder = (sample: Sample) => void;

export type ClientOptions = {
  baseUrl: string;
  /**
   * The client's own loopback address (127.x.y.z): every simulated browser comes from its own address,
   * as 500 agents on 500 machines would, so per-address limits see what they would in production.
   */
  localAddress: string;
  record: Recorder;
  timeoutMs: number;
  /** Sockets kept per client (a browser keeps six per origin). */
  maxSockets?: number;
};

export type Answer = { status: number; body: unknown };

/** A request the server did not answer well: the flow of the simulated person stops there. */
export class RequestFailed extends Error {
  constructor(
    readonly op: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${op} answered ${status}`);
  }
}

type StreamHandlers = {
  /** Whether the data of events of this name is read (the id of every event is kept). */
  wants: (name: string) => boolean;
  /** `data` is null for an event the handler does not want. */
  onEvent: (name: string, data: string | null, id: string | null) => void;
  onDrop: () => void;
};

export class BrowserClient {
  private readonly agent: http.Agent;
  private readonly cookies = new Map<string, string>();
  private readonly tabId = randomUUID();
  private csrfToken: string | null = null;
  brandSlug: string | null = null;

  constructor(private readonly options: ClientOptions) {
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: options.maxSockets ?? 6,
      localAddress: options.localAddress,
      // Without a timeout the agent ignores the server's `Keep-Alive: timeout=` hint and may reuse a
      // socket the server is closing (ECONNRESET); with one it drops idle sockets a second early.
      timeout: 60_000,
    });
  }

  close(): void {
    this.agent.destroy();
  }

  private headers(body: string | null): http.OutgoingHttpHeaders {
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json', 'x-tab-id': this.tabId };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    if (this.brandSlug) headers['x-brand-slug'] = this.brandSlug;
    if (body !== null) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    return headers;
  }

  private keepCookies(response: http.IncomingMessage): void {
    for (const line of response.headers['set-cookie'] ?? []) {
      const pair = line.split(';', 1)[0] ?? '';
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * Sends one request and records it under `op`. Resolves with the status and parsed body whatever the
   * status (0: network error, -1: client timeout); `okWhen` decides what counts as a failure. Like the
   * web app's sendRequest, a state change the server refuses for its CSRF token (rotated at sign-in,
   * issue 11) loads the token again and is sent once more; the refusal is recorded as `csrf retry`.
   */
  async send(
    op: string,
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    okWhen: (answer: Answer) => boolean = (answer) => answer.status >= 200 && answer.status < 300,
    timeoutMs = this.options.timeoutMs,
  ): Promise<Answer> {
    const first = await this.sendOnce(op, method, path, payload, okWhen, timeoutMs);
    if (method === 'GET' || first.answer.status !== 403 || errorCode(first.answer.body) !== 'csrf_invalid') {
      this.options.record(first.sample);
      return first.answer;
    }
    this.options.record({ ...first.sample, op: 'csrf retry', ok: true, detail: op });
    await this.loadCsrfToken();
    const second = await this.sendOnce(op, method, path, payload, okWhen, timeoutMs);
    this.options.record(second.sample);
    return second.answer;
  }

  private sendOnce(
    op: string,
    method: 'GET' | 'POST',
    path: string,
    payload: unknown,
    okWhen: (answer: Answer) => boolean,
    timeoutMs: number,
  ): Promise<{ answer: Answer; sample: Sample }> {
    const body = payload === undefined ? null : JSON.stringify(payload);
    const start = preciseNow();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (answer: Answer, detail?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const ok = answer.status > 0 && okWhen(answer);
        const sample: Sample = { op, start, ms: preciseNow() - start, status: answer.status, ok };
        const why = detail ?? (ok ? undefined : errorCode(answer.body));
        if (why) sample.detail = why;
        resolve({ answer, sample });
      };
      const request = http.request(
        `${this.options.baseUrl}${path}`,
        { method, agent: this.agent, headers: this.headers(body) },
        (response) => {
          this.keepCookies(response);
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text === '' ? null : JSON.parse(text);
            } catch {
              // Not JSON: kept as text.
            }
            finish({ status: response.statusCode ?? 0, body: parsed });
          });
          response.on('error', (error) => finish({ status: 0, body: null }, error.message));
        },
      );
      const timer = setTimeout(() => {
        finish({ status: -1, body: null }, 'client timeout');
        request.destroy();
      }, timeoutMs);
      request.on('error', (error) => finish({ status: 0, body: null }, error.message));
      if (body !== null) request.write(body);
      request.end();
    });
  }

  /** As send(), but a failure throws RequestFailed so the person's flow stops. */
  async call(op: string, method: 'GET' | 'POST', path: string, payload?: unknown): Promise<unknown> {
    const answer = await this.send(op, method, path, payload);
    if (answer.status < 200 || answer.status >= 300) throw new RequestFailed(op, answer.status, answer.body);
    return answer.body;
  }

  /** POST /api/graphql; an `errors` entry in a 200 answer is a failure too (the desk toasts it). */
  async graphql<T>(op: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.send(
      `gql ${op}`,
      'POST',
      '/api/graphql',
      { query, variables },
      (result) => result.status === 200 && !hasErrors(result.body),
    );
    if (answer.status !== 200 || hasErrors(answer.body))
      throw new RequestFailed(op, answer.status, answer.body);
    const data = (answer.body as { data?: T }).data;
    if (data === undefined || data === null) throw new RequestFailed(op, answer.status, answer.body);
    return data;
  }

  /** GET /api/auth/csrf-token, as the web app does once per page before its first state change. */
  async loadCsrfToken(): Promise<void> {
    const body = (await this.call('csrf-token', 'GET', '/api/auth/csrf-token')) as { csrfToken?: string };
    if (typeof body.csrfToken !== 'string') throw new RequestFailed('csrf-token', 200, body);
    this.csrfToken = body.csrfToken;
  }

  /**
   * GET /api/sse/{brandSlug} on its own connection (as EventSource does), timed to its response head
   * like the browser's `open`. Messages are split on blank lines; each handler gets the event's name,
   * its data line and its id. Resolves with a close function, or throws when the server refuses.
   */
  async openStream(lastEventId: string | null, handlers: StreamHandlers): Promise<() => void> {
    const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
    const start = preciseNow();
    return new Promise((resolve, reject) => {
      let opened = false;
      let closing = false;
      const request = http.request(`${this.options.baseUrl}/api/sse/${this.brandSlug ?? ''}${query}`, {
        method: 'GET',
        agent: false,
        localAddress: this.options.localAddress,
        headers: { ...this.headers(null), accept: 'text/event-stream' },
      });
      const fail = (status: number, detail: string) => {
        this.options.record({ op: 'sse open', start, ms: preciseNow() - start, status, ok: false, detail });
        reject(new RequestFailed('sse open', status, detail));
      };
      const timer = setTimeout(() => {
        if (opened) return;
        request.destroy();
        fail(-1, 'client timeout');
      }, this.options.timeoutMs);
      request.on('response', (response) => {
        clearTimeout(timer);
        if (response.statusCode !== 200) {
          response.resume();
          fail(response.statusCode ?? 0, 'refused');
          return;
        }
        opened = true;
        this.options.record({ op: 'sse open', start, ms: preciseNow() - start, status: 200, ok: true });
        response.setEncoding('utf8');
        let rest = '';
        response.on('data', (chunk: string) => {
          rest += chunk;
          let boundary = rest.indexOf('\n\n');
          while (boundary >= 0) {
            const message = rest.slice(0, boundary);
            rest = rest.slice(boundary + 2);
            boundary = rest.indexOf('\n\n');
            dispatchMessage(message, handlers);
          }
        });
        const dropped = () => {
          if (!closing) handlers.onDrop();
          closing = true;
        };
        response.on('end', dropped);
        response.on('error', dropped);
        response.on('close', dropped);
        resolve(() => {
          closing = true;
          request.destroy();
        });
      });
      request.on('error', (error) => {
        clearTimeout(timer);
        if (!opened) fail(0, error.message);
        else if (!closing) {
          closing = true;
          handlers.onDrop();
        }
      });
      request.end();
    });
  }
}

/**
 * The `id:` and `event:` of one text/event-stream message; the data only for events the handler
 * wants. Most messages are the brand's task.updated, which the desk's flow does not read.
 */
function dispatchMessage(message: string, handlers: StreamHandlers): void {
  const id = field(message, 'id: ');
  const name = field(message, 'event: ') ?? 'message';
  if (!handlers.wants(name)) {
    if (id) handlers.onEvent(name, null, id);
    return;
  }
  handlers.onEvent(name, field(message, 'data: ') ?? '', id);
}

/** The rest of the first line of `message` that starts with `prefix`, or null. */
function field(message: string, prefix: string): string | null {
  const at = message.startsWith(prefix) ? 0 : message.indexOf(`\n${prefix}`) + 1;
  if (at === 0 && !message.startsWith(prefix)) return null;
  const end = message.indexOf('\n', at);
  return message.slice(at + prefix.length, end < 0 ? undefined : end);
}

export function hasErrors(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const errors: unknown = Reflect.get(body, 'errors');
  return Array.isArray(errors) && errors.length > 0;
}

/** The error code of a REST body (`code`) or of the first GraphQL error (`extensions.code`). */
export function errorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null)
    return typeof body === 'string' ? body.slice(0, 80) : undefined;
  const code: unknown = Reflect.get(body, 'code');
  if (typeof code === 'string') return code;
  const errors: unknown = Reflect.get(body, 'errors');
  if (Array.isArray(errors) && errors.length > 0) {
    const first: unknown = errors[0];
    const extensions: unknown =
      typeof first === 'object' && first !== null ? Reflect.get(first, 'extensions') : null;
    const graphqlCode: unknown =
      typeof extensions === 'object' && extensions !== null ? Reflect.get(extensions, 'code') : undefined;
    return typeof graphqlCode === 'string' ? `graphql ${graphqlCode}` : 'graphql error';
  }
  return undefined;
}
