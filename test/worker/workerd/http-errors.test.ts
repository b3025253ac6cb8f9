import { env, SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { onError } from '../../../worker/routes/http-error.js';
import { createTable, freshAddress } from './kit/tables.js';

const json = { 'Content-Type': 'application/json' };

async function send(path: string, init: RequestInit): Promise<{ status: number; body: { code?: string; error?: string } }> {
  const response = await SELF.fetch(`http://localhost${path}`, init);
  return { status: response.status, body: await response.json() };
}

describe('HTTP errors', () => {
  it('answers a malformed JSON body with 400 and a code on every route that takes one', async () => {
    const { id } = await createTable();
    const player = await send('/api/players', { method: 'POST', headers: { 'CF-Connecting-IP': freshAddress() } });
    const key = (player.body as { key: string }).key;
    // the players' route has always called it a bad request
    const routes: [string, RequestInit, string][] = [
      ['/api/tables', { method: 'POST', headers: { ...json, 'CF-Connecting-IP': freshAddress() }, body: '{"game":' }, 'badJson'],
      [`/api/tables/${id}/push`, { method: 'POST', headers: json, body: '{"key":' }, 'badJson'],
      [`/api/players/me/tables/${id}`, { method: 'PUT', headers: { ...json, 'X-Player-Key': key, 'CF-Connecting-IP': freshAddress() }, body: 'seat 0' }, 'badRequest'],
    ];
    for (const [path, init, code] of routes) {
      const { status, body } = await send(path, init);
      expect([path, status, body.code]).toEqual([path, 400, code]);
      expect(body.error).toMatch(/must be JSON/);
    }
  });

  it('names what is wrong with JSON of another shape, with a code', async () => {
    const { id } = await createTable();
    const { status, body } = await send(`/api/tables/${id}/push`, { method: 'POST', headers: json, body: '{"key":7}' });
    expect([status, body.code]).toEqual([403, 'badKey']);
    expect(body.error).toMatch(/seat key/);
  });

  it('gives a body too large for the push route its code', async () => {
    const { id } = await createTable();
    const { status, body } = await send(`/api/tables/${id}/push`, { method: 'POST', headers: json, body: JSON.stringify({ key: 'k', pad: 'x'.repeat(5000) }) });
    expect([status, body.code]).toEqual([413, 'tooLarge']);
  });

  it('answers an uncaught error with 500 and the code internal, in JSON, and logs it as one JSON line', async () => {
    const app = new Hono().onError(onError).get('/boom', () => {
      throw new Error('a bug');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await app.request('/boom', {}, env);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ code: 'internal', error: expect.stringMatching(/failed/) });
      expect(logged).toHaveBeenCalledTimes(1);
      const line = JSON.parse(String(logged.mock.calls[0][0]));
      // the deploy that logged it: wrangler.toml's version_metadata binding
      expect(line).toEqual({ event: 'uncaught', path: '/boom', code: 'internal', error: 'Error: a bug', worker: env.CF_VERSION_METADATA.id });
      expect(env.CF_VERSION_METADATA.id).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      logged.mockRestore();
    }
  });
});
