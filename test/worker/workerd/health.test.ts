import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/protocol/messages.js';

describe('routes', () => {
  it('answers /api/health: the protocol and the Worker\'s version', async () => {
    const response = await SELF.fetch('http://localhost/api/health');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; protocol: number; worker: { id: string; tag: string; timestamp: string } | null };
    expect(body).toMatchObject({ ok: true, protocol: PROTOCOL_VERSION });
    // the Worker's deployed version (wrangler.toml's version_metadata): an operator tells deploys apart by it
    expect(body.worker).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), tag: expect.any(String), timestamp: expect.any(String) });
    expect(Number.isNaN(Date.parse(body.worker!.timestamp))).toBe(false);
  });
});
