// SSE benchmark: 5,000 concurrent streams on one server process. Run: node --import tsx bench/sse/run.ts
// Budgets (bench/sse/README.md): delivery p99 < 100 ms, server memory < 20 KB per connection.
import { type ChildProcess, execSync, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { BENCH_BRAND_ID, type BenchServer, startBenchServer } from './bench-server.ts';
import {
  type BenchPayload,
  type ClientToServer,
  type Phase,
  preciseNow,
  type ServerToClient,
  type Summary,
  summarise,
} from './protocol.ts';

const CONNECTIONS = Number(process.env.SSE_BENCH_CONNECTIONS ?? 5_000);
const CLIENT_PROCESSES = Number(process.env.SSE_BENCH_CLIENT_PROCESSES ?? 2);
const EVENTS = Number(process.env.SSE_BENCH_EVENTS ?? 20);
const EVENT_SPACING_MS = 200;
const CONNECT_CONCURRENCY = 500;
const BUDGET_P99_MS = 100;
const BUDGET_BYTES_PER_CONNECTION = 20 * 1024;

// Memory figures need a settled heap: expose gc without asking for a command-line flag.
setFlagsFromString('--expose-gc');
const collectGarbage: () => void = runInNewContext('gc');

/**
 * Memory after garbage collection, once RSS has stopped moving: PGlite frees its start-up buffers
 * lazily, so a single early sample would credit that release to the connections.
 */
async function settledMemory(): Promise<{ rss: number; heap: number }> {
  let previous = Number.POSITIVE_INFINITY;
  let steady = 0;
  const deadline = Date.now() + 15_000;
  for (;;) {
    collectGarbage();
    const usage = process.memoryUsage();
    steady = Math.abs(usage.rss - previous) < 512 * 1024 ? steady + 1 : 0;
    previous = usage.rss;
    if (steady >= 4 || Date.now() > deadline) return { rss: usage.rss, heap: usage.heapUsed };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function checkFileLimit(): void {
  const limit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
  if (Number.isFinite(limit) && limit < CONNECTIONS + 200) {
    throw new Error(`ulimit -n is ${limit}; raise it above ${CONNECTIONS + 200} (e.g. ulimit -n 20000)`);
  }
}

/** Sends one request to every client process and gathers each one's reply of the given type. */
function ask<T extends ClientToServer['type']>(
  clients: ChildProcess[],
  request: (index: number) => ServerToClient,
  type: T,
): Promise<Extract<ClientToServer, { type: T }>[]> {
  return Promise.all(
    clients.map(
      (client, index) =>
        new Promise<Extract<ClientToServer, { type: T }>>((resolve) => {
          const onMessage = (message: ClientToServer) => {
            if (message.type !== type) return;
            client.off('message', onMessage);
            // The discriminant was just checked; TypeScript cannot narrow a generic type parameter by it.
            resolve(message as Extract<ClientToServer, { type: T }>);
          };
          client.on('message', onMessage);
          client.send(request(index));
        }),
    ),
  );
}

type Delivery = { latency: Summary; publish: Summary };

async function measureDelivery(
  server: BenchServer,
  clients: ChildProcess[],
  phase: Phase,
): Promise<Delivery> {
  const bus = phase === 'local' ? server.bus : server.remoteBus;
  if (!bus) throw new Error(`no bus for phase ${phase}`);
  // publish() resolves after the insert and the synchronous fan-out to every local stream.
  const publishMs: number[] = [];
  for (let seq = 0; seq < EVENTS; seq += 1) {
    const payload: BenchPayload = { phase, seq, sentAt: preciseNow() };
    await bus.publish({ brandId: BENCH_BRAND_ID, name: 'bench.tick', data: payload });
    publishMs.push(preciseNow() - payload.sentAt);
    await new Promise((resolve) => setTimeout(resolve, EVENT_SPACING_MS));
  }
  const share = CONNECTIONS / clients.length;
  const replies = await ask(
    clients,
    () => ({ type: 'collect', phase, expected: EVENTS * share, timeoutMs: 15_000 }),
    'collected',
  );
  return { latency: summarise(replies.flatMap((reply) => reply.latencyMs)), publish: summarise(publishMs) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = (summary: Summary) => `${ms(summary.p50)} / ${ms(summary.p99)} / ${ms(summary.max)}`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function main(): Promise<void> {
  checkFileLimit();
  const loadAtStart = loadavg()[0] ?? 0;
  if (CONNECTIONS % CLIENT_PROCESSES !== 0)
    throw new Error('connections must divide evenly among client processes');
  const server = await startBenchServer();
  const clientScript = path.join(import.meta.dirname, 'clients.ts');
  const clients = Array.from({ length: CLIENT_PROCESSES }, () =>
    fork(clientScript, [], { execArgv: ['--import', 'tsx'] }),
  );
  try {
    const before = await settledMemory();
    const share = CONNECTIONS / CLIENT_PROCESSES;
    const connectStarted = preciseNow();
    const connected = await ask(
      clients,
      (index) => ({
        type: 'connect',
        url: server.url,
        connections: share,
        concurrency: CONNECT_CONCURRENCY / CLIENT_PROCESSES,
        firstUser: index * share,
      }),
      'connected',
    );
    const connectTotalMs = preciseNow() - connectStarted;
    const connect = summarise(connected.flatMap((reply) => reply.connectMs));
    const failed = connected.reduce((sum, reply) => sum + reply.failed, 0);
    const after = await settledMemory();
    const rssPer = (after.rss - before.rss) / connect.count;
    const heapPer = (after.heap - before.heap) / connect.count;

    const local = await measureDelivery(server, clients, 'local');
    const remote = server.remoteBus ? await measureDelivery(server, clients, 'remote') : null;

    const deliveryOk = (delivery: Delivery) =>
      delivery.latency.count === EVENTS * CONNECTIONS && delivery.latency.p99 < BUDGET_P99_MS;
    const rows: [string, string, string][] = [
      [
        'engine',
        server.engine === 'postgres' ? 'PostgreSQL (LISTEN/NOTIFY bus)' : 'PGlite (in-process bus)',
        '',
      ],
      ['connections open / failed', `${connect.count} / ${failed}`, verdict(connect.count === CONNECTIONS)],
      ['connect total', ms(connectTotalMs), ''],
      ['connect p50 / p99 / max', spread(connect), ''],
      ['server RSS delta per connection', kb(rssPer), verdict(rssPer < BUDGET_BYTES_PER_CONNECTION)],
      ['server heap delta per connection', kb(heapPer), verdict(heapPer < BUDGET_BYTES_PER_CONNECTION)],
      [
        'server RSS / heap, before -> all open',
        `${mb(before.rss)} / ${mb(before.heap)} -> ${mb(after.rss)} / ${mb(after.heap)}`,
        '',
      ],
      ['publish (insert + fan-out) p50 / p99 / max', spread(local.publish), ''],
      [
        `delivery, same process: ${local.latency.count} p50 / p99 / max`,
        spread(local.latency),
        verdict(deliveryOk(local)),
      ],
    ];
    if (remote) {
      rows.push([
        `delivery, other process via NOTIFY: ${remote.latency.count} p50 / p99 / max`,
        spread(remote.latency),
        verdict(deliveryOk(remote)),
      ]);
    }

    // Latency here is mostly the client processes reading 5,000 sockets on the same cores: anything
    // else running on the machine shows up in it directly.
    rows.push([
      'load average (1 min) at start',
      loadAtStart.toFixed(2),
      loadAtStart > 1 ? 'busy machine' : '',
    ]);
    const width = Math.max(...rows.map((row) => row[0].length));
    console.log(
      `\nSSE bench: ${CONNECTIONS} connections from ${CLIENT_PROCESSES} client processes, ${EVENTS} events per phase`,
    );
    console.log(
      `budgets: delivery p99 < ${BUDGET_P99_MS} ms to every connection, < ${kb(BUDGET_BYTES_PER_CONNECTION)} per connection\n`,
    );
    for (const [label, value, result] of rows)
      console.log(`${label.padEnd(width)}  ${value.padEnd(40)} ${result}`);
    if (rows.some((row) => row[2] === 'FAIL')) process.exitCode = 1;
  } finally {
    for (const client of clients) client.disconnect();
    await server.close();
  }
}

await main();
