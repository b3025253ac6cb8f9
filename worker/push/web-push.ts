// Web Push from the Workers runtime: @block65/webcrypto-web-push encrypts the payload (RFC 8291,
// aes128gcm) and signs the VAPID JWT (RFC 8292, ES256) with WebCrypto alone, so it runs in workerd;
// the request is an ordinary fetch to the subscription's push service. (@pushforge/builder was tried
// first: it sends the older draft encoding `aesgcm`, which RFC 8291 replaced.)
import { buildPushPayload } from '@block65/webcrypto-web-push';
import type { PushPayload } from '../../shared/protocol/push.js';
import type { SeatSubscription } from '../../shared/table/push-store.js';

/** The server's VAPID identity: its key pair (base64url, as `npm run vapid` prints them) and a contact. */
export interface Vapid {
  /** The uncompressed P-256 public key (65 bytes), the `applicationServerKey` browsers subscribe with. */
  publicKey: string;
  /** The private scalar `d` (32 bytes). */
  privateKey: string;
  /** A `mailto:` or `https:` contact for the push services. */
  subject: string;
}

/** A push lives this long at the push service while the device is off: a day. */
const TTL_SECONDS = 24 * 3600;

/**
 * Sends one push and answers the push service's status (201 when accepted; 404 and 410 mean the
 * subscription is gone). An `http` endpoint (allowed only in development) is signed as its `https`
 * twin, since the library refuses anything else, and posted over `http`.
 */
export async function sendPush(vapid: Vapid, subscription: SeatSubscription, payload: PushPayload, fetcher: typeof fetch = fetch): Promise<number> {
  const plain = subscription.endpoint.startsWith('http:');
  const endpoint = plain ? `https:${subscription.endpoint.slice('http:'.length)}` : subscription.endpoint;
  const request = await buildPushPayload(
    {
      data: { ...payload },
      // a newer push of the same table and kind replaces one the device has not shown yet
      options: { ttl: TTL_SECONDS, urgency: payload.kind === 'turn' || payload.kind === 'reminder' ? 'high' : 'normal', topic: topicOf(payload) },
    },
    { endpoint, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    vapid,
  );
  const response = await fetcher(subscription.endpoint, { method: 'POST', headers: request.headers, body: request.body });
  await response.body?.cancel();
  return response.status;
}

/** A push service's topic: at most 32 URL-safe characters. */
function topicOf(payload: PushPayload): string {
  return `${payload.table}${payload.kind === 'reminder' ? 'turn' : payload.kind}`.slice(0, 32);
}
