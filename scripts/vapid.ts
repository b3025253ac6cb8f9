// `npm run vapid`: a new VAPID key pair for push notifications, as the lines to put in .dev.vars (and
// the values for `wrangler secret put VAPID_PUBLIC_KEY` / `VAPID_PRIVATE_KEY` in production).

/** A new P-256 key pair: the public key as an uncompressed point and the private scalar, both base64url. */
export async function newVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const { webcrypto } = await import('node:crypto');
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', pair.publicKey));
  const jwk = await webcrypto.subtle.exportKey('jwk', pair.privateKey);
  return { publicKey: Buffer.from(raw).toString('base64url'), privateKey: jwk.d! };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { publicKey, privateKey } = await newVapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\nVAPID_SUBJECT=mailto:you@example.com`);
}
