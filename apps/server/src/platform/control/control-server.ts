import { chmodSync, lstatSync, mkdirSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import type { DbExecutor } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import {
  CONTROL_REQUEST_TIMEOUT_MS,
  type ControlResponse,
  controlSocketPaths,
  MAX_CONTROL_REQUEST_BYTES,
} from './control-protocol.ts';

type ControlLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type ControlServer = { socket: string; close(): Promise<void> };

/**
 * The commands the socket serves, given by the composition root (admin-commands.ts): this file only
 * carries them, so the platform knows no product area.
 */
export type ControlCommands<Command, Result> = {
  /** Checks a request; throws an AppError naming the field. */
  parse(request: unknown): Command;
  run(db: DbExecutor, command: Command): Promise<Result>;
  /** What the log may say about a command: its name and brand, never a password or a key. */
  name(command: Command): string;
  brand(command: Command): string;
};

type ServeOptions<Command, Result> = {
  db: DbExecutor;
  log: ControlLog;
  commands: ControlCommands<Command, Result>;
};

/**
 * Serves the CLI's commands on `<dataDir>/control/parley.sock` for as long as this process owns the
 * embedded database; call it only while holding the data directory's lock (a socket file left by a
 * killed predecessor is removed). The directory is made mode 0700 and owned by this user, so only
 * this user (and root) may connect; the socket itself is 0600 as well.
 */
export async function startControlServer<Command, Result>(
  options: ServeOptions<Command, Result> & { dataDir: string },
): Promise<ControlServer> {
  const paths = controlSocketPaths(options.dataDir);
  if (!paths.address)
    throw new Error(
      `The control socket path ${paths.socket} is too long for a Unix socket: use a shorter PARLEY_DATA_DIR`,
    );
  preparePrivateDir(paths.dir);
  removeIfPresent(paths.socket);

  const connections = new Set<net.Socket>();
  const running = new Set<Promise<void>>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    // A client that goes away mid-answer must not take the server down with an unhandled error.
    socket.on('error', () => {});
    socket.on('close', () => connections.delete(socket));
    const work = serveConnection(socket, options).finally(() => running.delete(work));
    running.add(work);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(paths.address ?? paths.socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(paths.socket, 0o600);

  return {
    socket: paths.socket,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Commands already running finish (they hold the database); idle connections are dropped.
      await Promise.allSettled([...running]);
      for (const socket of connections) socket.destroy();
      await closed;
      removeIfPresent(paths.socket);
    },
  };
}

/** The control directory, private to this user: created 0700, or checked and set so if it exists. */
function preparePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) throw new Error(`${dir} must be a directory (not a link or a file)`);
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid)
    throw new Error(
      `${dir} belongs to another user (uid ${stat.uid}); remove it so the server can make its own`,
    );
  chmodSync(dir, 0o700);
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
}

/** Reads one request line, runs it, answers one response line, ends the connection. */
async function serveConnection<Command, Result>(
  socket: net.Socket,
  options: ServeOptions<Command, Result>,
): Promise<void> {
  const line = await readRequestLine(socket).catch(() => null);
  if (line === null) return;
  const response = await answer(line, options);
  if (!socket.destroyed) socket.end(`${JSON.stringify(response)}\n`);
}

async function answer<Command, Result>(
  line: string,
  options: ServeOptions<Command, Result>,
): Promise<ControlResponse<Result>> {
  const { commands } = options;
  let command: Command | null = null;
  try {
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      throw new AppError('bad_request', 'the request is not one line of JSON');
    }
    command = commands.parse(request);
    const result = await commands.run(options.db, command);
    // Never the password nor the key: which command, for which brand.
    options.log.info(
      { command: commands.name(command), brand: commands.brand(command) },
      'control command done',
    );
    return { ok: true, result };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, error: { code: error.code, message: error.message, ...fieldOf(error) } };
    }
    options.log.error(
      { err: error, command: command === null ? undefined : commands.name(command) },
      'control command failed',
    );
    return { ok: false, error: { code: 'internal', message: 'the command failed; the server log says why' } };
  }
}

function fieldOf(error: AppError): { field?: string } {
  return error.field ? { field: error.field } : {};
}

/** The first line the client sends; rejects on a request too long, too slow or cut short. */
function readRequestLine(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (response: ControlResponse | null, reason: string) => {
      cleanup();
      if (response) socket.end(`${JSON.stringify(response)}\n`);
      else socket.destroy();
      reject(new Error(reason));
    };
    const onData = (chunk: Buffer) => {
      const newline = chunk.indexOf(0x0a);
      const part = newline >= 0 ? chunk.subarray(0, newline) : chunk;
      size += part.length;
      if (size > MAX_CONTROL_REQUEST_BYTES) {
        fail(tooLarge(), 'too large');
        return;
      }
      chunks.push(part);
      if (newline >= 0) {
        cleanup();
        resolve(Buffer.concat(chunks).toString('utf8'));
      }
    };
    const onEnd = () => fail(null, 'ended before a whole request');
    const onTimeout = () => fail(null, 'timed out');
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('error', onEnd);
      socket.off('timeout', onTimeout);
      socket.setTimeout(0);
    };
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('error', onEnd);
    socket.on('timeout', onTimeout);
    socket.setTimeout(CONTROL_REQUEST_TIMEOUT_MS);
  });
}

function tooLarge(): ControlResponse {
  return {
    ok: false,
    error: { code: 'bad_request', message: `the request is longer than ${MAX_CONTROL_REQUEST_BYTES} bytes` },
  };
}
