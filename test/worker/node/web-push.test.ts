import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PushPayload } from '../../../shared/protocol/push.js';
import { sendPush } from '../../../worker/push/web-push.js';
import { newVapidKeys } from '../../../scripts/vapid.js';

/** A device's subscription keys, as a browser would make them (RFC 8291: a P-256 key and 16 random bytes). */
async function deviceKeys(): Promise<{ p256dh: string; auth: string }> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', pair.publicKey));
  return { p256dh: Buffer.from(raw).toString('base64url'), auth: Buffer.from(webcrypto.getRandomValues(new Uint8Array(16))).toString('base64url') };
}

const payload: PushPayload = { kind: 'turn', table: 'tableid000000000', game: 'baloot', gameName: 'Baloot', gameNo: 1, deadline: null, url: '/t/tableid000000000' };

/** Sends one push to `endpoint` with a fetch that records it; where it went and the VAPID JWT's claims. */
async function pushTo(endpoint: string): Promise<{ url: string; claims: { aud: string; sub: string } }> {
  const vapid = { ...(await newVapidKeys()), subject: 'mailto:tests@majlis.invalid' };
  const sent: { url: string; authorization: string }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    sent.push({ url, authorization: new Headers(init.headers).get('authorization') ?? '' });
    return new Response(null, { status: 201 });
  }) as unknown as typeof fetch;
  const status = await sendPush(vapid, { endpoint, ...(await deviceKeys()), seat: 0, keyHash: 'k', createdAt: 0 }, payload, fetcher);
  expect(status).toBe(201);
  const jwt = /vapid t=([^,]+),/.exec(sent[0].authorization)![1];
  return { url: sent[0].url, claims: JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) };
}

describe('the VAPID JWT of a push (PROTOCOL.md, Notifications)', () => {
  it('names the push service origin as its aud', async () => {
    const { url, claims } = await pushTo('https://push.example/send/abc');
    expect(url).toBe('https://push.example/send/abc');
    expect(claims).toMatchObject({ aud: 'https://push.example', sub: 'mailto:tests@majlis.invalid' });
  });

  it('signs a local http endpoint (PUSH_LOCAL_HTTP) for its https twin, and posts it over http', async () => {
    const { url, claims } = await pushTo('http://127.0.0.1:8123/push/abc');
    expect(url).toBe('http://127.0.0.1:8123/push/abc');
    expect(claims.aud).toBe('https://127.0.0.1:8123');
  });
});
