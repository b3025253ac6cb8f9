import * as v from 'valibot';

/** The longest push endpoint URL accepted (browsers' are a few hundred characters). */
export const MAX_ENDPOINT_CHARS = 1024;

const base64url = (what: string, bytes: number) =>
  v.pipe(
    v.string(`${what} must be a string`),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`),
    v.check((text) => decodedLength(text) === bytes, `${what} must be ${bytes} bytes`),
  );

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's endpoint
 * and the keys the payload is encrypted for (RFC 8291: a P-256 public key and a 16-byte auth secret).
 */
export const PushSubscriptionSchema = v.object(
  {
    endpoint: v.pipe(v.string('subscription.endpoint must be a string'), v.maxLength(MAX_ENDPOINT_CHARS, `subscription.endpoint must be at most ${MAX_ENDPOINT_CHARS} characters`)),
    expirationTime: v.optional(v.nullable(v.number())),
    keys: v.object(
      { p256dh: base64url('subscription.keys.p256dh', 65), auth: base64url('subscription.keys.auth', 16) },
      'keys must be an object with p256dh and auth',
    ),
  },
  'subscription must be an object with endpoint and keys',
);

/** A push subscription as a client sends it. */
export type PushSubscriptionJson = v.InferOutput<typeof PushSubscriptionSchema>;

/**
 * Why an endpoint is refused, or null if it is acceptable: `https` only, or with `allowLocalHttp` (a
 * development setting) also `http` to the loopback address, for a push service run by a test.
 */
export function endpointProblem(endpoint: string, allowLocalHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a URL';
  }
  if (url.protocol === 'https:') return url.username || url.password ? 'endpoint must not carry a user or password' : null;
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol === 'http:' && loopback && allowLocalHttp) return null;
  return 'endpoint must be an https URL';
}

/** What a push says: its kind, the table and game, what is awaited and by when; the service worker words it. */
export interface PushPayload {
  /** `turn`: the game waits for you; `reminder`: a tenth of your time is left; `started`, `over`: a game began or ended; `seatToBot`: your seat was given to a bot. */
  kind: 'turn' | 'reminder' | 'started' | 'over' | 'seatToBot';
  table: string;
  game: string;
  gameName: string;
  gameNo: number;
  /** The type of the first legal action awaited from you (`play`, `bid`, ...), for `turn` and `reminder`. */
  awaited?: string;
  /** When your time runs out (ms since the epoch), or null without a clock. */
  deadline: number | null;
  /** The page to open: the table's path. */
  url: string;
}

function decodedLength(text: string): number {
  const bare = text.replace(/=+$/, '');
  return bare.length % 4 === 1 ? -1 : Math.floor((bare.length * 3) / 4);
}
