import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'parley-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Parley</title>');
  writeFileSync(path.join(distDir, 'asset-manifest.json'), '{"version":"v1"}');
  writeFileSync(path.join(distDir, 'assets', 'index-abc.js'), 'console.log(1)');
  app = Fastify();
  await registerWebApp(app, { distDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('serving the web app', () => {
  it('answers the root and every client route with index.html, never cached', async () => {
    for (const url of ['/', '/agent', '/settings/user-management/users', '/login?expired=true']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Parley</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable, also with a cache-busting query', async () => {
    const response = await app.inject({ url: '/assets/index-abc.js?t=123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves asset-manifest.json without caching, for the stale-version check', async () => {
    const response = await app.inject({ url: '/asset-manifest.json' });
    expect(response.json()).toEqual({ version: 'v1' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves assets written after start (a rebuild while running)', async () => {
    writeFileSync(path.join(distDir, 'assets', 'index-new.js'), 'console.log(2)');
    expect((await app.inject({ url: '/assets/index-new.js' })).statusCode).toBe(200);
  });

  it('answers 404 JSON for unknown API paths and missing assets', async () => {
    for (const url of ['/api/nope', '/assets/missing.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Route not found' });
    }
  });
});
