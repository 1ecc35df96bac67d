import pg from 'pg';

export type ListenConnectionOptions = {
  connectionString: string;
  channel: string;
  onNotify: (payload: string) => void;
  /** After every (re)connect: notifications sent while disconnected are lost, so catch up by reading. */
  onConnected: () => void;
  onError: (error: unknown) => void;
};

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * One dedicated client LISTENing on the bus channel (a pooled connection would lose the LISTEN when
 * returned). If it drops, it reconnects with backoff; the bus's poll covers the gap meanwhile.
 */
export class ListenConnection {
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = RECONNECT_FIRST_MS;
  private closed = false;
  private reconnectCount = 0;

  constructor(private readonly options: ListenConnectionOptions) {}

  get reconnects(): number {
    return this.reconnectCount;
  }

  /** The first connect must succeed: a bus that cannot listen at start-up is a configuration error. */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: 'parley-events-listen',
      // Detects a silently dead connection (a half-open TCP after a network cut).
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === this.options.channel) this.options.onNotify(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      // The channel name is ours (not user input); quote it as an identifier all the same.
      await client.query(`LISTEN ${client.escapeIdentifier(this.options.channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryDelayMs = RECONNECT_FIRST_MS;
    this.options.onConnected();
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    if (error) this.options.onError(error);
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.reconnectCount += 1;
      this.connect().catch((error: unknown) => {
        this.options.onError(error);
        this.retryDelayMs = Math.min(this.retryDelayMs * 2, RECONNECT_MAX_MS);
        this.scheduleReconnect();
      });
    }, this.retryDelayMs);
    this.retryTimer.unref();
  }
}
