import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_WORDS, errorText } from '../../web/src/lib/net/error-words.js';
import { m } from '../../web/src/lib/paraglide/messages.js';

// Every refusal the server can send is worded by the client in the person's language: the codes are
// found in the server's own source (socket refusals in shared/table, HTTP ones in worker/), so a code added
// there without words here fails.

const ROOT = new URL('../../', import.meta.url).pathname;
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [readFileSync(join(ROOT, dir, entry.name), 'utf8')] : [],
  );
}

/** The codes the server's code refuses with: `code: 'x'` in refusals, `refuse(c, status, 'x', ...)` in routes. */
function sentCodes(): Set<string> {
  const codes = new Set<string>();
  for (const text of [...sources('shared/table'), ...sources('shared/protocol'), ...sources('worker')]) {
    for (const match of text.matchAll(/\bcode: '(\w+)'/g)) codes.add(match[1]);
    for (const match of text.matchAll(/\brefuse\(c, \d+, '(\w+)'/g)) codes.add(match[1]);
  }
  return codes;
}

describe('server refusals in the person language', () => {
  it('every code the server sends has words', () => {
    const sent = sentCodes();
    expect(sent.size).toBeGreaterThan(30);
    for (const code of sent) expect(Object.keys(ERROR_WORDS), `words for ${code}`).toContain(code);
  });

  it('says each code in every language, not in English outside English', () => {
    for (const locale of ['ar', 'ta', 'bn', 'tl', 'ml'] as const) {
      for (const [code, words] of Object.entries(ERROR_WORDS)) {
        const text = words({}, { locale });
        expect(text, `${code} in ${locale}`).not.toBe(words({}, { locale: 'en' }));
        expect(text).not.toMatch(/^err_|^claim_|^move_/);
      }
    }
  });

  it('an unknown code still says that the table refused, with the code; no code: the server was not reached', () => {
    expect(errorText('seatTaken')).toBe(m.err_seat_taken());
    expect(errorText('somethingNew')).toContain('somethingNew');
    expect(errorText('somethingNew')).toBe(m.err_unknown({ code: 'somethingNew' }));
    expect(errorText(null)).toBe(m.err_network());
    expect(errorText('toString')).toBe(m.err_unknown({ code: 'toString' }));
  });
});
