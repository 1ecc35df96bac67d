import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { DbHandle } from '../platform/db/database.ts';
import { createTestDatabase } from '../platform/db/test-database.ts';
import type { Mailer, OutgoingMail } from '../platform/mail/mailer.ts';
import { checkedEventBus } from '../platform/realtime/checked-event-bus.ts';
import { createEventBus } from '../platform/realtime/create-event-bus.ts';
import type { EventBus } from '../platform/realtime/event-bus.ts';
import { createSecretBox, type SecretBox } from '../platform/secret-box.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DbHandle;
  bus: EventBus;
  sentMail: OutgoingMail[];
  close(): Promise<void>;
};

/** The test apps' secret box: a fixed key, so a test opens what its app sealed. */
export function testSecretBox(): SecretBox {
  return createSecretBox(() => Buffer.alloc(32, 7));
}

/**
 * The real app over a fresh database, with a mailer that records what it would send. `env` adds
 * settings (README's configuration table), e.g. `{ TRUST_PROXY: '1' }`.
 */
export async function createTestApp(options: { env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const bus = checkedEventBus(createEventBus(database));
  await bus.start();
  const sentMail: OutgoingMail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      sentMail.push(mail);
    },
  };
  const config = loadConfig({
    PORT: '3000',
    PUBLIC_URL: 'http://parley.test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({ config, database, bus, mailer, secrets: testSecretBox(), logger: false });
  await app.ready();
  return {
    app,
    database,
    bus,
    sentMail,
    async close() {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}

/** A browser-like client: keeps cookies, fetches the CSRF token, sends the spec's headers. */
export class TestClient {
  private readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;
  brandSlug: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '10.0.0.1',
  ) {}

  async request(options: InjectOptions & { withCsrf?: boolean }): Promise<LightMyRequestResponse> {
    const { withCsrf = true, ...inject } = options;
    const headers: Record<string, string> = { 'x-tab-id': 'tab-test' };
    if (withCsrf && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    if (this.brandSlug) headers['x-brand-slug'] = this.brandSlug;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      ...inject,
      remoteAddress: this.remoteAddress,
      headers: { ...headers, ...(inject.headers ?? {}) },
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    // Signed out, the session's CSRF token is gone with it (the next sign-in loads a new one).
    if (inject.url === '/api/auth/session/destroy' && response.statusCode === 200) this.csrfToken = null;
    return response;
  }

  /** The Cookie header this client sends (for requests made outside inject, e.g. event streams). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async loadCsrf(): Promise<void> {
    const response = await this.request({ method: 'GET', url: '/api/auth/csrf-token' });
    this.csrfToken = response.json<{ csrfToken: string }>().csrfToken;
  }

  async signIn(username: string, password: string): Promise<LightMyRequestResponse> {
    if (!this.csrfToken) await this.loadCsrf();
    const signIn = await this.request({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username, password },
    });
    if (signIn.statusCode !== 200) return signIn;
    const { sessionToken, brandSlug } = signIn.json<{ sessionToken: string; brandSlug: string }>();
    const created = await this.request({
      method: 'POST',
      url: '/api/auth/session/create',
      payload: { sessionToken },
    });
    if (created.statusCode === 200) {
      this.brandSlug = brandSlug;
      // Like the web app: sign-in rotates the CSRF token, so fetch the session's.
      await this.loadCsrf();
    }
    return created;
  }

  graphql(query: string, variables: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
    return this.request({ method: 'POST', url: '/api/graphql', payload: { query, variables } });
  }
}
