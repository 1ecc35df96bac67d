import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminControlCommands, sendAdminCommand } from '../../admin-commands.ts';
import { findBrandBySlug } from '../../modules/brands/find-brand.ts';
import { brandOfWriteKey } from '../../modules/events/write-keys.ts';
import { findUsersByEmail } from '../../modules/users/find-users-by-email.ts';
import type { DbHandle } from '../db/database.ts';
import { createTestDatabase } from '../db/test-database.ts';
import { ControlUnavailableError } from './control-client.ts';
import { controlSocketPaths, MAX_CONTROL_REQUEST_BYTES } from './control-protocol.ts';
import { type ControlServer, startControlServer } from './control-server.ts';

// The control socket the CLI uses while a server owns the embedded database (issue 11 item 12):
// private to the server's user, the same checked commands as the CLI's, clear refusals.

let database: DbHandle;
let dataDir: string;
let control: ControlServer;
const logged: unknown[] = [];
const log = {
  info: (details: object, message: string) => logged.push({ details, message }),
  error: (details: object, message: string) => logged.push({ details, message }),
};

/** Sends `raw` as is and returns the parsed answer line. */
function sendRaw(
  raw: string | Buffer,
): Promise<{ ok: boolean; error?: { code: string; message: string; field?: string } }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(control.socket);
    let answer = '';
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(JSON.parse(answer)));
    socket.write(raw);
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'parley-control-'));
  // Left behind by a killed server: a control directory others may enter and a dead socket file.
  const { dir, socket } = controlSocketPaths(dataDir);
  mkdirSync(dir);
  chmodSync(dir, 0o777);
  writeFileSync(socket, '');
  control = await startControlServer({ dataDir, db: database.db, log, commands: adminControlCommands });
});

afterAll(async () => {
  await control?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the control socket', () => {
  it('is reachable only by its owner: a 0700 directory holding a 0600 socket', () => {
    expect(control.socket).toBe(path.join(dataDir, 'control', 'parley.sock'));
    expect(statSync(path.dirname(control.socket)).mode & 0o777).toBe(0o700);
    const socket = statSync(control.socket);
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
  });

  it("runs the CLI's commands with the same use-cases: a brand, its admin and a working write key", async () => {
    const brand = await sendAdminCommand(dataDir, {
      command: 'create-brand',
      slug: 'acme-ctl',
      name: 'Acme',
    });
    expect(brand).toMatchObject({
      ok: true,
      result: { command: 'create-brand', brand: { slug: 'acme-ctl' } },
    });
    const stored = await findBrandBySlug(database.db, 'acme-ctl');
    expect(stored?.name).toBe('Acme');

    const user = await sendAdminCommand(dataDir, {
      command: 'create-user',
      brand: 'acme-ctl',
      email: 'Ops@Acme.example',
      firstName: 'Olga',
      lastName: '',
      roles: ['admin'],
      password: 'a long secret',
    });
    expect(user).toMatchObject({ ok: true, result: { user: { email: 'ops@acme.example' } } });
    expect(await findUsersByEmail(database.db, { email: 'ops@acme.example' })).toHaveLength(1);

    const key = await sendAdminCommand(dataDir, {
      command: 'create-write-key',
      brand: 'acme-ctl',
      name: 'Shop',
    });
    if (!key.ok || key.result.command !== 'create-write-key') throw new Error('expected a key');
    expect(key.result.name).toBe('Shop');
    expect(await brandOfWriteKey(database.db, key.result.key)).toBe(stored?.id);

    // The log says what was done, never the password nor the key.
    const text = JSON.stringify(logged);
    expect(text).toContain('create-write-key');
    expect(text).not.toContain('a long secret');
    expect(text).not.toContain(key.result.key);
  });

  it('refuses bad requests with a reason naming the field, and changes nothing', async () => {
    expect(await sendRaw('not json\n')).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(await sendRaw('{"command":"drop-everything"}\n')).toMatchObject({
      ok: false,
      error: {
        code: 'validation_failed',
        field: 'command',
        message: expect.stringContaining('create-brand'),
      },
    });
    expect(await sendRaw('{"command":"create-brand","slug":"Bad Slug","name":"x"}\n')).toMatchObject({
      ok: false,
      error: { field: 'slug', message: 'slug must be 1-48 lower-case letters, digits or dashes' },
    });
    expect(await sendRaw('{"command":"create-brand","slug":"nul","name":"a\\u0000b"}\n')).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'name', message: 'name must not contain a NUL character' },
    });
    expect(
      await sendRaw('{"command":"create-brand","slug":"extra","name":"x","admin":true}\n'),
    ).toMatchObject({
      ok: false,
      error: { code: 'validation_failed' },
    });
    expect(await sendRaw('{"command":"create-write-key","brand":"no-such-brand"}\n')).toMatchObject({
      ok: false,
      error: { code: 'not_found', field: 'brand', message: 'brand "no-such-brand" does not exist' },
    });
    const huge = Buffer.alloc(MAX_CONTROL_REQUEST_BYTES + 10, 'a');
    expect(await sendRaw(huge)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(await findBrandBySlug(database.db, 'nul')).toBeNull();
    expect(await findBrandBySlug(database.db, 'extra')).toBeNull();

    const duplicate = await sendAdminCommand(dataDir, {
      command: 'create-brand',
      slug: 'acme-ctl',
      name: 'Again',
    });
    expect(duplicate).toMatchObject({ ok: false, error: { code: 'conflict', field: 'slug' } });
  });

  it('is gone once closed: the socket file is removed and the client says nothing answers', async () => {
    // A client that hangs up mid-request does not disturb the server.
    const rude = net.connect(control.socket);
    rude.write('{"command":');
    rude.destroy();
    await control.close();
    expect(() => statSync(control.socket)).toThrow();
    await expect(
      sendAdminCommand(dataDir, { command: 'create-write-key', brand: 'acme-ctl', name: 'x' }),
    ).rejects.toBeInstanceOf(ControlUnavailableError);
  });
});
