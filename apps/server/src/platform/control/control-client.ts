import net from 'node:net';
import { z } from 'zod';
import { type ControlResponse, controlSocketPaths } from './control-protocol.ts';

/** Nobody listens on the socket (no server, or one still starting or already stopping). */
export class ControlUnavailableError extends Error {
  constructor(socket: string, reason: string) {
    super(`nothing answers on ${socket} (${reason})`);
    this.name = 'ControlUnavailableError';
  }
}

// The answer is checked for its shape only: it comes from our own server through a private socket.
const responseSchema = z.union([
  z.object({ ok: z.literal(true), result: z.object({ command: z.string() }).passthrough() }),
  z.object({
    ok: z.literal(false),
    error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
  }),
]);

/**
 * Sends one command to the server that owns the embedded database in `dataDir` and returns its
 * answer. Throws ControlUnavailableError when no server listens there; other failures (refused
 * permission, a server that does not answer in time) throw a plain Error saying so.
 */
export function sendControlCommand<Result>(
  dataDir: string,
  command: object,
  options: { timeoutMs?: number } = {},
): Promise<ControlResponse<Result>> {
  const paths = controlSocketPaths(dataDir);
  const address = paths.address;
  if (!address) return Promise.reject(new ControlUnavailableError(paths.socket, 'its path is too long'));
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    let answer = '';
    socket.setTimeout(options.timeoutMs ?? 60_000);
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
    });
    socket.on('timeout', () => {
      socket.destroy();
      reject(new Error(`the server did not answer on ${paths.socket} in time`));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')
        reject(new ControlUnavailableError(paths.socket, error.code));
      else if (error.code === 'EACCES' || error.code === 'EPERM')
        reject(
          new Error(
            `${paths.socket} belongs to another user: run the command as the user who runs the server`,
          ),
        );
      else reject(error);
    });
    socket.on('end', () => {
      try {
        // The protocol's shape, checked above; the result's fields are the server's own types.
        resolve(responseSchema.parse(JSON.parse(answer)) as ControlResponse<Result>);
      } catch {
        reject(new Error(`the server's answer on ${paths.socket} is not a control response`));
      }
    });
  });
}
