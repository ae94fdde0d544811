// A small in-memory sliding-window limiter (per process), used for login attempts.
export class RateLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #max: number;
  readonly #windowMs: number;

  constructor(max: number, windowMs: number) {
    this.#max = max;
    this.#windowMs = windowMs;
  }

  /** Records a hit; false when the key is over its limit. */
  hit(key: string, now = Date.now()): boolean {
    const recent = (this.#hits.get(key) ?? []).filter((t) => now - t < this.#windowMs);
    if (recent.length >= this.#max) {
      this.#hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.#hits.set(key, recent);
    if (this.#hits.size > 10_000) this.#prune(now);
    return true;
  }

  reset(key: string): void {
    this.#hits.delete(key);
  }

  #prune(now: number): void {
    for (const [k, v] of this.#hits)
      if (v.every((t) => now - t >= this.#windowMs)) this.#hits.delete(k);
  }
}
