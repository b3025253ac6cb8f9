import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../shared/rules/manifests.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');

// `npm run watch -- <game> [seed]` (docs/testing.md): a whole bot game printed turn by turn, for every game
describe('scripts/watch.ts', () => {
  it.each(GAME_IDS)('prints a whole game of %s: the hands dealt, the tricks and the winners', (game) => {
    const text = execFileSync(TSX, ['scripts/watch.ts', game, 'watch-test'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(text).toMatch(/^Hand 1, dealer seat \d/m);
    expect(text).toMatch(/^ {4}seat 0 \(standard\): \S/m);
    expect(text).toMatch(/^ {2}trick: .* -> seat \d/m);
    expect(text).toMatch(/^Game over: team \d wins\. Final: -?\d+( \/ -?\d+)+$/m);
    expect(text).toMatch(/^Winners: seats \d/m);
    expect(text).not.toContain('undefined');
  });
});
