// A bench client process: opens its share of the SSE connections to run.ts's server and measures connect
// time and delivery latency. It runs apart from the server so its memory and CPU do not count there.
import net from 'node:net';
import {
  type BenchPayload,
  type ClientToServer,
  type Phase,
  preciseNow,
  type ServerToClient,
} from './protocol.ts';

const latencies: Record<Phase, number[]> = { local: [], remote: [] };
const sockets: net.Socket[] = [];

function send(message: ClientToServer): void {
  process.send?.(message);
}

// One read buffer for every socket of this process: `onread` hands it over synchronously, which
// skips the per-read allocation and stream machinery of socket.on('data').
const readBuffer = Buffer.alloc(64 * 1024);

/**
 * Resolves with the time until the stream's first bytes (the browser's `open`), or null on failure.
 * A raw socket rather than node:http: on a 2-core machine the client's per-message overhead would
 * otherwise dominate the latency measured. Each SSE message is one HTTP chunk, so chunk framing only
 * ever sits between messages and the text can be scanned for message boundaries directly.
 */
function openOne(target: URL, userId: string): Promise<number | null> {
  const started = preciseNow();
  return new Promise((resolve) => {
    let rest = '';
    let opened = false;
    const socket = net.connect({
      port: Number(target.port),
      host: target.hostname,
      onread: {
        buffer: readBuffer,
        // Returning true keeps the socket flowing (false would pause it).
        callback: (bytes: number, buffer: Uint8Array): boolean => {
          const receivedAt = preciseNow();
          rest += Buffer.from(buffer.buffer, buffer.byteOffset, bytes).toString('latin1');
          if (!opened) {
            if (!rest.includes('\r\n\r\n')) return true;
            opened = true;
            if (!rest.startsWith('HTTP/1.1 200')) {
              socket.destroy();
              resolve(null);
              return true;
            }
            resolve(receivedAt - started);
          }
          let boundary = rest.indexOf('\n\n');
          while (boundary >= 0) {
            record(rest.slice(0, boundary), receivedAt);
            rest = rest.slice(boundary + 2);
            boundary = rest.indexOf('\n\n');
          }
          return true;
        },
      },
    });
    sockets.push(socket);
    socket.write(
      `GET ${target.pathname} HTTP/1.1\r\nHost: ${target.host}\r\nAccept: text/event-stream\r\nx-bench-user: ${userId}\r\n\r\n`,
    );
    socket.on('error', () => {
      if (!opened) resolve(null);
    });
  });
}

function record(message: string, receivedAt: number): void {
  if (!message.includes('event: bench')) return;
  const dataLine = message.slice(message.indexOf('data: ') + 6);
  const payload: BenchPayload = JSON.parse(dataLine);
  latencies[payload.phase].push(receivedAt - payload.sentAt);
}

async function connectAll(message: Extract<ServerToClient, { type: 'connect' }>): Promise<void> {
  const target = new URL(message.url);
  const connectMs: number[] = [];
  let failed = 0;
  let next = 0;
  // A bounded number of handshakes in flight, as browsers arriving over a few seconds would be;
  // thousands of simultaneous SYNs would only measure the kernel's accept backlog.
  const worker = async () => {
    while (next < message.connections) {
      const user = message.firstUser + next++;
      // Five streams per agent, as an agent with a few tabs open: private events reach all five.
      const userId = `00000000-0000-4000-8000-${String(Math.floor(user / 5)).padStart(12, '0')}`;
      const time = await openOne(target, userId);
      if (time === null) failed += 1;
      else connectMs.push(time);
    }
  };
  await Promise.all(Array.from({ length: message.concurrency }, worker));
  send({ type: 'connected', connectMs, failed });
}

async function collect(phase: Phase, expected: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (latencies[phase].length < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  send({ type: 'collected', phase, latencyMs: latencies[phase] });
}

process.on('message', (message: ServerToClient) => {
  if (message.type === 'connect') void connectAll(message);
  else void collect(message.phase, message.expected, message.timeoutMs);
});
process.on('disconnect', () => {
  for (const socket of sockets) socket.destroy();
  process.exit(0);
});
