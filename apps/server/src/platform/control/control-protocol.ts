import path from 'node:path';
import type { ErrorCode } from '../http/app-error.ts';

// The local control channel (docs/security/embedded-database.md): the server that owns the embedded
// database listens on a Unix socket inside a directory only its user may enter; the CLI sends one
// request per connection, one line of JSON, and reads one line of JSON back.
//   → {"command":"create-write-key","brand":"demo","name":"Shop"}
//   ← {"ok":true,"result":{"command":"create-write-key","brand":"demo","name":"Shop","key":"pwk_…"}}
//   ← {"ok":false,"error":{"code":"not_found","message":"brand \"x\" does not exist","field":"brand"}}

/** The socket lives in its own directory (mode 0700): only the owner can even reach it. */
export const CONTROL_DIR = 'control';
export const CONTROL_SOCKET = 'parley.sock';
/** A request is a handful of short fields; anything longer is refused unread. */
export const MAX_CONTROL_REQUEST_BYTES = 64 * 1024;
/** A connection that has not sent its whole request within this time is closed. */
export const CONTROL_REQUEST_TIMEOUT_MS = 10_000;
/** Linux allows 108 bytes in a socket path (with its terminating NUL), macOS 104. */
const MAX_SOCKET_PATH_BYTES = 103;

export type ControlError = { code: ErrorCode; message: string; field?: string };
/** `Result` is what the commands the server was given return (the composition root's admin-commands.ts). */
export type ControlResponse<Result = unknown> =
  | { ok: true; result: Result }
  | { ok: false; error: ControlError };

export type ControlSocketPaths = {
  dir: string;
  socket: string;
  /** What to listen on / connect to: the socket path, relative to the working directory when that is short enough. */
  address: string | null;
};

/** Where the control socket of `dataDir` is; `address` is null when its path is too long for a socket. */
export function controlSocketPaths(dataDir: string): ControlSocketPaths {
  const dir = path.join(path.resolve(dataDir), CONTROL_DIR);
  const socket = path.join(dir, CONTROL_SOCKET);
  const candidates = [socket, path.relative(process.cwd(), socket)];
  const address = candidates.find((candidate) => Buffer.byteLength(candidate) <= MAX_SOCKET_PATH_BYTES);
  return { dir, socket, address: address ?? null };
}
