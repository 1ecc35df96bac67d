import type { ServerResponse } from 'node:http';
import { formatUnstoredMessage } from './sse-format.ts';

/**
 * A client slower than this much unsent data is dropped rather than buffered without bound; its
 * browser reconnects with Last-Event-ID and replays what it missed.
 */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** Whose stream it is: what ends it when that session ends or changes (session-revocations.ts). */
export type StreamOwner = { sessionId: string; brandId: string; userId: string; roles: readonly string[] };

/**
 * The open SSE responses of one app: one shared heartbeat timer for all of them (not one timer per
 * connection), bounded write buffers, closing the streams of a session that ended, and closing them
 * all on shutdown so the server can stop.
 */
export class SseHub {
  private readonly streams = new Map<ServerResponse, StreamOwner | null>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly heartbeatMs: number) {}

  get size(): number {
    return this.streams.size;
  }

  add(stream: ServerResponse, owner: StreamOwner | null = null): void {
    this.streams.set(stream, owner);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.ping(), this.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  remove(stream: ServerResponse): void {
    this.streams.delete(stream);
    if (this.streams.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  /** Writes unless the client has fallen too far behind, in which case it is disconnected. */
  write(stream: ServerResponse, message: string): void {
    if (stream.destroyed || stream.writableEnded) return;
    if (stream.writableLength > MAX_BUFFERED_BYTES) {
      stream.destroy();
      return;
    }
    stream.write(message);
  }

  /** The owners of the open streams (a session with two tabs appears twice). */
  owners(): StreamOwner[] {
    const owners: StreamOwner[] = [];
    for (const owner of this.streams.values()) if (owner) owners.push(owner);
    return owners;
  }

  /**
   * Ends the streams whose owner matches, at once: nothing more is written to them (write() skips an
   * ended stream), though the bus may still hand them an event before their 'close'. Returns how many.
   */
  closeWhere(matches: (owner: StreamOwner) => boolean): number {
    let closed = 0;
    for (const [stream, owner] of [...this.streams]) {
      if (!owner || !matches(owner)) continue;
      stream.end();
      this.remove(stream);
      closed += 1;
    }
    return closed;
  }

  closeAll(): void {
    for (const stream of this.streams.keys()) stream.end();
    this.streams.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private ping(): void {
    // spec 000 §9: the client reconnects after 72 s without a message; pings keep an idle stream alive.
    const message = formatUnstoredMessage('ping', { at: Date.now() });
    for (const stream of this.streams.keys()) this.write(stream, message);
  }
}
