/** How many messages a socket may send: a burst, then a steady rate; past `closeAfter` refusals it is closed. */
export interface RateLimits {
  burst: number;
  perSecond: number;
  closeAfter: number;
}

/** Enough for any person and any bot client; a flood is refused and then closed. */
export const DEFAULT_LIMITS: RateLimits = { burst: 40, perSecond: 10, closeAfter: 100 };

/** A token bucket of one socket (kept in memory: it starts full again after hibernation). */
export interface Bucket {
  tokens: number;
  at: number;
  refused: number;
}

/** What the limiter decides for one message: take it, refuse it (say so once per run), or close the socket. */
export type Verdict = 'ok' | 'refuse' | 'refuseQuietly' | 'close';

/** Takes one token from `bucket` at time `now`, refilling it first. */
export function take(bucket: Bucket, limits: RateLimits, now: number): Verdict {
  bucket.tokens = Math.min(limits.burst, bucket.tokens + ((now - bucket.at) / 1000) * limits.perSecond);
  bucket.at = now;
  // a run of refusals ends only once the socket has slowed down enough to refill half the bucket
  if (bucket.tokens >= limits.burst / 2) bucket.refused = 0;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return 'ok';
  }
  bucket.refused += 1;
  if (bucket.refused > limits.closeAfter) return 'close';
  return bucket.refused === 1 ? 'refuse' : 'refuseQuietly';
}

/** A full bucket. */
export function newBucket(limits: RateLimits, now: number): Bucket {
  return { tokens: limits.burst, at: now, refused: 0 };
}
