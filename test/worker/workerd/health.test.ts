import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../shared/protocol/messages.js';

describe('routes', () => {
  it('answers /api/health', async () => {
    const response = await SELF.fetch('http://localhost/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, protocol: PROTOCOL_VERSION });
  });
});
