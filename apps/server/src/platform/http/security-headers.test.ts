import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { gqlField, signedInAs } from '../../test/settings-factories.ts';
import { type TestApp, TestClient } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import type { DbHandle } from '../db/database.ts';
import { createTestDatabase, testEngine } from '../db/test-database.ts';
import { createEventBus } from '../realtime/create-event-bus.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { contentSecurityPolicy } from './security-headers.ts';

// Issue 11 item 11: no security headers. Every response now carries a Content-Security-Policy,
// X-Content-Type-Options and Referrer-Policy, HSTS when PUBLIC_URL is https; the web app's HTML may
// be framed only by the brand's allowed parent origins (docs/security/edge.md).

const SAVE_ORIGINS = `mutation ($input: EmbeddingSettingsInput!) {
  saveEmbeddingSettings(input: $input) { allowedParentOrigins }
}`;

let app: FastifyInstance;
let database: DbHandle;
let bus: EventBus;

async function startApp(publicUrl: string): Promise<FastifyInstance> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'parley-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Parley</title>');
  const config = loadConfig({
    PORT: '3000',
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: distDir,
  });
  const built = await buildApp({ config, database, bus, logger: false });
  await built.ready();
  return built;
}

beforeAll(async () => {
  database = await createTestDatabase();
  bus = createEventBus(database);
  await bus.start();
  app = await startApp('https://parley.example.com');
});
afterAll(async () => {
  await app.close();
  await bus.close();
  await database.close();
});

function frameAncestors(response: LightMyRequestResponse): string[] {
  const policy = String(response.headers['content-security-policy'] ?? '');
  const directive = policy.split('; ').find((part) => part.startsWith('frame-ancestors '));
  return directive?.split(' ').slice(1) ?? [];
}

function expectSecurityHeaders(response: LightMyRequestResponse, url: string) {
  expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
  expect(response.headers['x-content-type-options'], url).toBe('nosniff');
  expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
}

describe(`security headers on ${testEngine()}`, () => {
  it('are on every response: the app, the API, errors refused by early hooks, 404s', async () => {
    const anonymous = new TestClient(app, '10.55.0.1');
    const cases: ['GET' | 'POST', string, number][] = [
      ['GET', '/', 200],
      ['GET', '/agent', 200],
      ['GET', '/api/health', 200],
      ['GET', '/api/voicemail-drops', 401],
      ['POST', '/api/auth/sign-in', 403],
      ['GET', '/api/nope', 404],
      ['GET', '/conv/conferences/%00', 400],
    ];
    for (const [method, url, status] of cases) {
      const response = await anonymous.request({ method, url });
      expect(response.statusCode, url).toBe(status);
      expectSecurityHeaders(response, url);
    }
  });

  it('sends no HSTS when PUBLIC_URL is http', async () => {
    const plain = await startApp('http://localhost:3197');
    try {
      const response = await plain.inject({ url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await plain.close();
    }
  });

  it('lets the brand’s allowed parent origins frame the app once signed in, and any brand’s before', async () => {
    const t: TestApp = { app, database, bus, sentMail: [], close: async () => {} };
    const brandA = await signedInAs(t, ['admin']);
    const brandB = await signedInAs(t, ['admin']);
    await gqlField(brandA.client, SAVE_ORIGINS, 'saveEmbeddingSettings', {
      input: { allowedParentOrigins: ['https://crm.a.example'] },
    });
    await gqlField(brandB.client, SAVE_ORIGINS, 'saveEmbeddingSettings', {
      input: { allowedParentOrigins: ['https://crm.b.example', 'http://127.0.0.1:4001'] },
    });

    const signedInA = await brandA.client.request({ method: 'GET', url: '/agent?embed=generic' });
    expect(frameAncestors(signedInA)).toEqual(["'self'", 'https://crm.a.example']);
    expect(signedInA.headers.vary).toContain('cookie');
    const signedInB = await brandB.client.request({ method: 'GET', url: '/index.html' });
    expect(frameAncestors(signedInB)).toEqual(["'self'", 'https://crm.b.example', 'http://127.0.0.1:4001']);

    // Not signed in (the sign-in page inside a host's frame): the brand is not known yet.
    const anonymous = await app.inject({ url: '/agent?embed=generic' });
    expect(frameAncestors(anonymous)).toEqual(
      expect.arrayContaining(["'self'", 'https://crm.a.example', 'https://crm.b.example']),
    );
    // An unknown or expired session cookie counts as not signed in.
    const stale = await app.inject({ url: '/agent', headers: { cookie: 'parley_session=not-a-session' } });
    expect(frameAncestors(stale)).toEqual(frameAncestors(anonymous));

    // Everything else is framed by Parley only.
    expect(frameAncestors(await brandA.client.request({ method: 'GET', url: '/api/health' }))).toEqual([
      "'self'",
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('is strict for scripts and keeps anything that is not an exact origin out of frame-ancestors', () => {
    const policy = contentSecurityPolicy([
      'https://crm.example.com',
      "https://x.test; script-src 'unsafe-eval'",
      '*',
    ]);
    expect(policy).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "media-src 'self' blob:",
        "connect-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self' https://crm.example.com",
      ].join('; '),
    );
  });
});
