import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('routes', () => {
  it('answers /api/health', async () => {
    const response = await SELF.fetch('http://localhost/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, protocol: 1 });
  });
});
