import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addressKey, CREATION_LIMIT, PLAYER_LIMIT } from '../../../worker/routes/creation-limit.js';

describe('the limit on creating tables', () => {
  for (const [name, limit] of [['TABLE_CREATION', CREATION_LIMIT], ['PLAYER_WRITES', PLAYER_LIMIT]] as const) {
    it(`is the ${name} rate limit that wrangler.toml binds`, () => {
      const toml = readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8');
      const block = new RegExp(`\\[\\[ratelimits\\]\\]\\s*\\nname = "${name}"\\s*\\nnamespace_id = "\\d+"\\s*\\nsimple = \\{ limit = (\\d+), period = (\\d+) \\}`).exec(toml);
      expect(block, `wrangler.toml binds ${name}`).not.toBeNull();
      expect({ limit: Number(block![1]), period: Number(block![2]) }).toEqual(limit);
    });
  }

  const cases: [string, string | null | undefined, string][] = [
    ['an IPv4 address as it is', '203.0.113.7', '203.0.113.7'],
    ['an IPv4 address with spaces around it', ' 203.0.113.7 ', '203.0.113.7'],
    ['an IPv6 address by its /64', '2001:db8:85a3:12:8a2e:370:7334:1', '2001:db8:85a3:12::/64'],
    ['another address of the same /64 alike', '2001:0DB8:85a3:0012::9', '2001:db8:85a3:12::/64'],
    ['a short IPv6 address', '2001:db8::1', '2001:db8:0:0::/64'],
    ['an IPv6 address ending in ::', 'fe80::', 'fe80:0:0:0::/64'],
    ['an IPv4 address in IPv6 form as it is', '::ffff:198.51.100.1', '::ffff:198.51.100.1'],
    ['a request without an address under one shared key', undefined, 'no-address'],
    ['an empty header the same', '', 'no-address'],
  ];
  for (const [what, address, key] of cases) {
    it(`keys ${what}`, () => expect(addressKey(address)).toBe(key));
  }
});
