/**
 * Sign-in and sign-up attempts per account (per e-mail), beside the per-address limit of
 * @fastify/rate-limit: a fixed window per key, bounded in memory (the oldest keys go first).
 */

/** Options of the limiter. */
export interface AttemptLimiterOptions {
  /** Attempts allowed per key and window. */
  max: number;
  windowMs: number;
  /** Keys remembered at most. */
  maxKeys?: number;
}

/** Counts attempts per key; `allow` says whether one more is allowed and counts it. */
export class AttemptLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly options: AttemptLimiterOptions) {}

  /** Seconds to wait when the key has used its attempts, else 0 (and the attempt is counted). */
  allow(key: string, now = Date.now()): number {
    if (this.options.max === 0) return 0;
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.options.windowMs) {
      this.windows.delete(key);
      this.windows.set(key, { start: now, count: 1 });
      this.trim();
      return 0;
    }
    if (window.count >= this.options.max) {
      return Math.ceil((window.start + this.options.windowMs - now) / 1000);
    }
    window.count += 1;
    return 0;
  }

  /**
   * Forgets the key's attempts: a right password ends the count, so that a person signing in and
   * out all day is never locked out; only wrong guesses add up to the limit.
   */
  forgive(key: string): void {
    this.windows.delete(key);
  }

  private trim(): void {
    const max = this.options.maxKeys ?? 100_000;
    for (const key of this.windows.keys()) {
      if (this.windows.size <= max) return;
      this.windows.delete(key);
    }
  }
}
