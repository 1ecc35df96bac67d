// The routing bench's `inbound-sms` source (ROUTING_BENCH_SOURCE=inbound-sms): every task is a
// contact's first text, sent over HTTP to the Contact Simulator's endpoint (POST
// /api/simulator/inbound-sms) of the real app (buildApp) listening on 127.0.0.1 in this process. So
// each task goes the whole way a text goes: session, CSRF and request limits, the route, the
// conversation use-case (contact, conversation, message, task), the engine the app starts, the offer.
import { buildApp } from '../../apps/server/src/app.ts';
import { createUser } from '../../apps/server/src/modules/users/create-user.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import type { DbHandle } from '../../apps/server/src/platform/db/database.ts';
import type { EventBus } from '../../apps/server/src/platform/realtime/event-bus.ts';
import { BrowserClient } from '../load/browser-client.ts';
import { signInLikeBrowser } from '../load/sign-in.ts';

const ADMIN_PASSWORD = 'routing-bench-password';

/** The contact of the `index`th text: a new number each time, so every text opens a conversation. */
export function contactPhoneOf(index: number): string {
  // +1 415 200-0000 onwards: valid US numbers (the simulator refuses numbers that do not parse).
  return `+1415${2_000_000 + index}`;
}

/** Admins who play the contacts (the Contact Simulator is admin only), with a password to sign in. */
export async function seedSimulatorAdmins(
  database: DbHandle,
  options: { brandId: string; count: number },
): Promise<string[]> {
  const emails: string[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const email = `contacts${index}@routing.bench.test`;
    await createUser(database.db, {
      brandId: options.brandId,
      input: {
        email,
        firstName: 'Contact',
        lastName: `Simulator ${index}`,
        roles: ['admin'],
        password: ADMIN_PASSWORD,
      },
    });
    emails.push(email);
  }
  return emails;
}

export type InboundSmsSource = {
  /** Sends the contact's text and resolves once the server answered 200 (throws otherwise). */
  send(contactPhone: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * Starts the app on a free port of 127.0.0.1 (its routing engine starts with it) and signs the admins
 * in as the web app does. Texts go out round robin, one admin per text in flight: a user may run two
 * requests at once (USER_MAX_CONCURRENT_REQUESTS), so none waits behind another. The per-second
 * request limits are raised out of the way: at the engine's pace one brand sends more than the
 * default 1,000 requests a second, and the bench measures the path, not the limiter.
 */
export async function startInboundSmsSource(options: {
  database: DbHandle;
  bus: EventBus;
  adminEmails: string[];
}): Promise<InboundSmsSource> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'error',
    RATE_LIMIT_USER_PER_SECOND: '1000000',
    RATE_LIMIT_USER_BURST: '1000000',
    RATE_LIMIT_BRAND_PER_SECOND: '1000000',
    RATE_LIMIT_BRAND_BURST: '1000000',
  });
  const app = await buildApp({ config, database: options.database, bus: options.bus, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const clients = options.adminEmails.map(
    (_, index) =>
      new BrowserClient({
        baseUrl: `http://127.0.0.1:${port}`,
        // Each admin from its own address, as people on their own machines.
        localAddress: `127.3.0.${index + 1}`,
        record: () => {},
        timeoutMs: 60_000,
        maxSockets: 2,
      }),
  );
  await Promise.all(
    clients.map((client, index) =>
      signInLikeBrowser(client, options.adminEmails[index] ?? '', ADMIN_PASSWORD),
    ),
  );
  let next = 0;
  return {
    async send(contactPhone) {
      const client = clients[next % clients.length];
      next += 1;
      if (!client) throw new Error('no admin signed in');
      await client.call('inbound-sms', 'POST', '/api/simulator/inbound-sms', {
        from: contactPhone,
        body: 'Hello, is anyone there?',
      });
    },
    async close() {
      for (const client of clients) client.close();
      await app.close();
    },
  };
}
