// A token bucket per key (a user, a brand), in this process's memory: `burst` tokens at most, refilled
// at `perSecond`; each request takes one (docs/security/request-limits.md).

type Bucket = { tokens: number; updatedAt: number };

/** Buckets idle long enough to be full again are dropped once the map holds this many. */
const SWEEP_AT = 10_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly perSecond: number,
    readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes a token for `key`: 0 when it had one, else the milliseconds until it will (none is taken). */
  take(key: string): number {
    const now = this.now();
    const bucket = this.refilled(key, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - bucket.tokens) / this.perSecond) * 1000);
  }

  private refilled(key: string, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= SWEEP_AT) this.sweep(now);
      bucket = { tokens: this.burst, updatedAt: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    const elapsedSeconds = Math.max(0, now - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(this.burst, bucket.tokens + elapsedSeconds * this.perSecond);
    bucket.updatedAt = now;
    return bucket;
  }

  /** A bucket that would be full by now holds nothing a new one would not. */
  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const full = bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.perSecond >= this.burst;
      if (full) this.buckets.delete(key);
    }
  }
}
