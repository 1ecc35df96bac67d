import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

let app: FastifyInstance;
let distDir: string;

const INDEX_HTML = '<!doctype html><title>Parley</title>';
const APP_JS = `export const app = ${JSON.stringify('parley '.repeat(200))};\n`;
const STYLE_CSS = `${'.shell { display: grid; }\n'.repeat(50)}`;

/** Writes `file` under the dist folder with the compressed copies the build would make. */
function writeCompressed(file: string, body: string, copies: ('br' | 'gz')[]): void {
  const target = path.join(distDir, file);
  writeFileSync(target, body);
  if (copies.includes('br')) writeFileSync(`${target}.br`, brotliCompressSync(body));
  if (copies.includes('gz')) writeFileSync(`${target}.gz`, gzipSync(body));
}

function decoded(payload: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(payload).toString();
  if (encoding === 'gzip') return gunzipSync(payload).toString();
  return payload.toString();
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'parley-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'asset-manifest.json'), '{"version":"v1"}');
  writeFileSync(path.join(distDir, 'assets', 'index-abc.js'), 'console.log(1)');
  // As the build leaves them: .br and .gz copies beside a file, none where compressing did not pay.
  writeCompressed('index.html', INDEX_HTML, ['br', 'gz']);
  writeCompressed('assets/app-def.js', APP_JS, ['br', 'gz']);
  writeCompressed('assets/style-ghi.css', STYLE_CSS, ['br', 'gz']);
  writeCompressed('assets/only-gzip-jkl.js', APP_JS, ['gz']);
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

  it('sends the brotli copy to a browser that accepts br, with its type and caching', async () => {
    const response = await app.inject({
      url: '/assets/app-def.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length);
    expect(decoded(response.rawPayload, 'br')).toBe(APP_JS);
  });

  it('sends the gzip copy when the browser accepts only gzip', async () => {
    const response = await app.inject({
      url: '/assets/style-ghi.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(decoded(response.rawPayload, 'gzip')).toBe(STYLE_CSS);
  });

  it('falls back to the gzip copy when a file has no brotli copy', async () => {
    const response = await app.inject({
      url: '/assets/only-gzip-jkl.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response.rawPayload, 'gzip')).toBe(APP_JS);
  });

  it('sends the file as it is when the browser accepts no encoding the build made', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }]) {
      const response = await app.inject({ url: '/assets/app-def.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.body).toBe(APP_JS);
    }
  });

  it('sends a file without copies as it is, whatever the browser accepts', async () => {
    const response = await app.inject({
      url: '/asset-manifest.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ version: 'v1' });
  });

  it('sends index.html compressed for client routes, never cached, varying on cookie and encoding', async () => {
    const response = await app.inject({ url: '/agent', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('cookie, accept-encoding');
    expect(decoded(response.rawPayload, 'br')).toBe(INDEX_HTML);
  });

  it('answers 404 JSON for unknown API paths and missing assets', async () => {
    for (const url of ['/api/nope', '/assets/missing.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Route not found' });
    }
  });
});
