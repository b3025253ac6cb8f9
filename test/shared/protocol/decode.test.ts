import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeClientMessage, MAX_MESSAGE_CHARS } from '../../../shared/protocol/decode.js';
import { decodeCreateTable } from '../../../shared/protocol/table-config.js';
import { isTableId, newKey, newTableId, sha256Hex } from '../../../shared/table/secrets.js';

describe('decodeClientMessage', () => {
  it('accepts every message of the protocol', () => {
    const messages = [
      { type: 'hello', protocol: 1 },
      { type: 'hello', protocol: 1, key: 'k', hostKey: 'h' },
      { type: 'sit', seat: 3, name: 'Noura' },
      { type: 'leave' },
      { type: 'act', version: 12, action: { type: 'play', card: 'TH' } },
      { type: 'assign', seat: 1, to: 'bot' },
      { type: 'configure', seats: 6, options: { tables: 10 }, clock: { kind: 'async', hours: 48 }, botLevel: 'random' },
      { type: 'start' },
      { type: 'rematch' },
      { type: 'sync' },
      { type: 'echo', data: 'x' },
      { type: 'ping' },
    ];
    for (const message of messages) expect(decodeClientMessage(JSON.stringify(message))).toEqual({ ok: true, message });
  });

  it('refuses anything else with a code and a readable message', () => {
    const bad: [string, string, RegExp][] = [
      ['', 'badMessage', /valid JSON/],
      ['[]', 'badMessage', /JSON object/],
      ['"hi"', 'badMessage', /JSON object/],
      ['{"type":"fly"}', 'badMessage', /unknown message type/],
      ['{"type":"sit","seat":-1,"name":"x"}', 'badMessage', /seat must be 0 or more/],
      ['{"type":"sit","seat":0}', 'badMessage', /name/],
      ['{"type":"act","version":-1,"action":{"type":"pass"}}', 'badMessage', /version must be 0 or more/],
      ['{"type":"act","version":1,"action":"pass"}', 'badMessage', /action must be an object/],
      ['{"type":"assign","seat":0,"to":"dog"}', 'badMessage', /"bot" or "empty"/],
      ['{"type":"configure","clock":{"kind":"live","seconds":99999}}', 'badMessage', /at most 3600/],
      [JSON.stringify({ type: 'echo', data: 'x'.repeat(MAX_MESSAGE_CHARS) }), 'tooLarge', /at most/],
    ];
    for (const [raw, code, message] of bad) {
      const decoded = decodeClientMessage(raw);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) {
        expect(decoded.code).toBe(code);
        expect(decoded.message).toMatch(message);
      }
    }
    expect(decodeClientMessage(new ArrayBuffer(4))).toMatchObject({ ok: false, code: 'badMessage' });
  });

  it('checks the shape of a create-table request', () => {
    expect(decodeCreateTable({ game: 'baloot', seats: 4 })).toEqual({ ok: true, request: { game: 'baloot', seats: 4 } });
    expect(decodeCreateTable(null)).toMatchObject({ ok: false });
    expect(decodeCreateTable({ game: 'baloot', seats: 4, options: [] })).toMatchObject({ ok: false, message: /options must be an object/ });
  });
});

describe('secrets', () => {
  it('hashes like SHA-256', () => {
    for (const text of ['', 'abc', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'x'.repeat(1000), 'مجلس ♠']) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('makes unguessable ids and keys', () => {
    const ids = new Set(Array.from({ length: 1000 }, newTableId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isTableId(id)).toBe(true);
    expect(newKey()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(isTableId('../../etc/passwd')).toBe(false);
  });
});
