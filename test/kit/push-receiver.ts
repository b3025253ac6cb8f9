// The receiving end of Web Push, written for the tests with WebCrypto alone (it runs in Node and in
// workerd): a browser's subscription keys, the check of the VAPID JWT (RFC 8292) a push service makes,
// and the decryption of an aes128gcm payload (RFC 8291) the browser makes.

const text = new TextEncoder();

type Key = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/** Bytes of base64url text. */
export function fromBase64url(value: string): Uint8Array {
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/').replace(/=+$/, '');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
}

/** Base64url text (no padding) of bytes. */
export function toBase64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** What a browser keeps for one subscription: its ECDH key pair and auth secret, and the keys it shares. */
export interface BrowserKeys {
  privateKey: Key;
  publicRaw: Uint8Array;
  auth: Uint8Array;
  /** As in `PushSubscription.toJSON().keys`. */
  json: { p256dh: string; auth: string };
}

/** A new subscription's keys: a P-256 ECDH key pair and a 16-byte auth secret. */
export async function newBrowserKeys(): Promise<BrowserKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as { publicKey: Key; privateKey: Key };
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return { privateKey: pair.privateKey, publicRaw, auth, json: { p256dh: toBase64url(publicRaw), auth: toBase64url(auth) } };
}

/**
 * Checks a push request's `Authorization: vapid t=<jwt>, k=<key>` as a push service does: the key is
 * the server's public key, the JWT's ES256 signature verifies with it, its audience is the endpoint's
 * origin and it expires within a day. Returns the JWT's claims; throws on any failure.
 */
export async function verifyVapid(authorization: string, publicKey: string, audience: string, now = Date.now()): Promise<{ aud: string; exp: number; sub: string }> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error('the authorization names another public key');
  const [header, claims, signature] = jwt!.split('.');
  const key = await crypto.subtle.importKey('raw', fromBase64url(publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const signed = text.encode(`${header}.${claims}`);
  const ok = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromBase64url(signature!), signed);
  if (!ok) throw new Error('the VAPID JWT signature does not verify');
  if (JSON.parse(new TextDecoder().decode(fromBase64url(header!))).alg !== 'ES256') throw new Error('the JWT is not ES256');
  const body = JSON.parse(new TextDecoder().decode(fromBase64url(claims!))) as { aud: string; exp: number; sub: string };
  if (body.aud !== audience) throw new Error(`the JWT is for ${body.aud}, not ${audience}`);
  if (body.exp * 1000 <= now || body.exp * 1000 > now + 24 * 3600_000 + 60_000) throw new Error(`the JWT expires at ${body.exp}`);
  return body;
}

/** Decrypts an `aes128gcm` push body (one record) with the subscription's keys, as the browser does. */
export async function decryptPush(body: Uint8Array, keys: BrowserKeys): Promise<string> {
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const senderRaw = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  const sender = await crypto.subtle.importKey('raw', senderRaw, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  // the algorithm's `public` member is named differently in Node's and the Workers' types
  const ecdh = { name: 'ECDH', public: sender } as unknown as Parameters<typeof crypto.subtle.deriveBits>[0];
  const secret = new Uint8Array(await crypto.subtle.deriveBits(ecdh, keys.privateKey, 256));
  const keyInfo = concat(text.encode('WebPush: info\0'), keys.publicRaw, senderRaw);
  const ikm = await hkdf(keys.auth, secret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, text.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text.encode('Content-Encoding: nonce\0'), 12);
  const aes = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, aes, ciphertext));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record does not end with the delimiter 2');
  return new TextDecoder().decode(padded.slice(0, end));
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) out.set(part, (at += part.length) - part.length);
  return out;
}
