import { describe, expect, it } from 'vitest';
import { pointsOf as balootPoints, strengthOf as balootStrength } from '../../shared/rules/games/baloot/cards.js';
import { projectValue } from '../../shared/rules/games/baloot/projects.js';
import { hokumGamePoints } from '../../shared/rules/games/baloot/scoring.js';
import { pointsOf as fsPoints, strengthOf as fsStrength } from '../../shared/rules/games/fifty-six/cards.js';
import { stake } from '../../shared/rules/games/fifty-six/scoring.js';
import { countingPoints, kickPoints, strengthOf as afStrength } from '../../shared/rules/games/all-fours/cards.js';
import { GAME_IDS } from '../../shared/rules/manifests.js';
import type { ProjectKind } from '../../shared/rules/games/baloot/state.js';
import type { Card } from '../../shared/rules/core/cards.js';
import { runs } from '../../web/src/lib/rules/bidi.js';
import { loadRules } from '../../web/src/lib/rules/load.js';
import type { Cell, GameRulesPage } from '../../web/src/lib/rules/shape.js';
import { SHAPE as BALOOT } from '../../web/src/lib/games/baloot/rules/shape.js';
import { SHAPE as FIFTY_SIX } from '../../web/src/lib/games/fifty-six/rules/shape.js';
import { SHAPE as ALL_FOURS } from '../../web/src/lib/games/all-fours/rules/shape.js';
import { locales } from '../../web/src/lib/paraglide/runtime.js';

// The rules pages: every game in every language with the same sections, and tables whose numbers are
// the engine's (so the rules shown can never drift from the rules played).

const TABLES = { ...BALOOT.tables, ...FIFTY_SIX.tables, ...ALL_FOURS.tables };
const num = (cell: Cell) => cell as number;
const rank = (cell: Cell) => cell as string;

describe('every game has rules in every language', () => {
  for (const game of GAME_IDS) {
    it(`${game}: the sections in every language, as many paragraphs as English, every word and caption`, async () => {
      const english = await loadRules(game, 'en');
      const { shape } = english;
      const words = new Set(Object.values(shape.tables).flatMap((table) => [...table.head.filter((head) => head !== null), ...table.rows.flatMap((row) => row.flatMap((cell) => (typeof cell === 'object' ? [cell.word] : [])))]));
      for (const locale of locales) {
        const { text }: GameRulesPage = await loadRules(game, locale);
        const sections = text.sections as Record<string, { title: string; points: string[] }>;
        const englishSections = english.text.sections as Record<string, { title: string; points: string[] }>;
        // the options' section is drawn from the option words, its title and line from the messages
        const worded = shape.sections.filter((section) => section.id !== 'options');
        expect(Object.keys(sections), `${game} in ${locale}`).toEqual(worded.map((section) => section.id));
        for (const { id } of worded) {
          expect(sections[id].title.trim(), `${game}/${id}`).not.toBe('');
          expect(sections[id].points.length, `${game}/${id}`).toBe(englishSections[id].points.length);
          for (const point of sections[id].points) expect(point.trim()).not.toBe('');
          if (locale !== 'en') expect(sections[id].points, `${game}/${id} says it in ${locale}`).not.toEqual(englishSections[id].points);
        }
        expect(Object.keys(text.words).sort(), `${game}'s words in ${locale}`).toEqual([...words].sort());
        expect(Object.keys(text.captions).sort(), `${game}'s captions in ${locale}`).toEqual(Object.keys(shape.tables).sort());
        for (const value of [...Object.values(text.words), ...Object.values(text.captions)]) expect((value as string).trim()).not.toBe('');
      }
      // every table is shown in one section, and every row has a cell per column
      expect(shape.sections.flatMap((section) => [...section.tables]).sort()).toEqual(Object.keys(shape.tables).sort());
      for (const table of Object.values(shape.tables)) for (const row of table.rows) expect(row.length).toBe(table.head.length);
    });
  }
});

describe('the tables are the engine', () => {
  it('[BAL-1.4][BAL-7.1] Baloot: Sun order and points, the Hokum trump suit order and points', () => {
    const sun = TABLES['bal-sun'].rows;
    expect(sun.map((r) => num(r[1]))).toEqual(sun.map((r) => balootPoints(`${rank(r[0])}S` as Card, null)));
    expect(sun.map((r) => balootStrength(`${rank(r[0])}S` as Card, null))).toEqual(sun.map((r) => balootStrength(`${rank(r[0])}S` as Card, null)).sort((a, b) => b - a));
    expect(sun.map((r) => num(r[1]))).toEqual(sun.map((r) => balootPoints(`${rank(r[0])}H` as Card, 'S'))); // a plain suit in Hokum
    const hokum = TABLES['bal-hokum'].rows;
    expect(hokum.map((r) => num(r[1]))).toEqual(hokum.map((r) => balootPoints(`${rank(r[0])}S` as Card, 'S')));
    const strengths = hokum.map((r) => balootStrength(`${rank(r[0])}S` as Card, 'S'));
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
    expect(new Set(sun.map((r) => r[0]))).toEqual(new Set(hokum.map((r) => r[0])));
  });

  it('[BAL-6.5] Baloot: the projects', () => {
    const kinds: Record<string, ProjectKind> = { sira: 'sira', fifty: 'fifty', hundred: 'hundred', fourHundred: 'fourHundred' };
    for (const [name, sun, hokum] of TABLES['bal-projects'].rows) {
      const kind = kinds[(name as { word: string }).word];
      if (!kind) continue; // Baloot is scored apart from the projects
      const project = { kind, cards: [], four: false };
      expect(sun === '–' ? 0 : sun).toBe(projectValue(project, 'sun'));
      expect(hokum === '–' ? 0 : hokum).toBe(projectValue(project, 'hokum'));
    }
  });

  it('[BAL-7.2]-[BAL-7.5] Baloot: the worked example, made and failed, in Hokum', () => {
    for (const id of ['bal-made', 'bal-failed'] as const) {
      const [abnat, points, projects, total, scored] = TABLES[id].rows.map((r) => [num(r[1]), num(r[2])]);
      expect(abnat[0] + abnat[1]).toBe(162);
      expect(points).toEqual(abnat.map(hokumGamePoints));
      expect(total).toEqual([points[0] + projects[0], points[1] + projects[1]]);
      const made = total[0] > total[1];
      expect(made).toBe(id === 'bal-made');
      expect(scored).toEqual(made ? total : [0, 16 + projects[0] + projects[1]]);
    }
  });

  it('[FS-2.4] Fifty-Six: order and points', () => {
    const rows = TABLES['fs-cards'].rows;
    expect(rows.map((r) => num(r[1]))).toEqual(rows.map((r) => fsPoints(`${rank(r[0])}S1` as Card)));
    const strengths = rows.map((r) => fsStrength(`${rank(r[0])}S1` as Card));
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
    expect(rows.slice(0, 6).reduce((sum, r) => sum + num(r[1]), 0) * 8).toBe(56); // 6 ranks, 4 suits, 2 packs
  });

  it('[FS-5.2] Fifty-Six: tables won and paid by bid, and the example', () => {
    for (const [range, made, failed] of TABLES['fs-tables'].rows) {
      for (const bid of String(range).split('–').map(Number)) {
        expect(stake(bid, true, 0, 'multiply')).toBe(made);
        expect(stake(bid, false, 0, 'multiply')).toBe(failed);
      }
    }
    const [taken, before, after] = TABLES['fs-example'].rows.map((r) => [num(r[1]), num(r[2])]);
    expect(taken[0] + taken[1]).toBe(56);
    expect(taken[0] >= 40).toBe(true);
    const due = stake(40, true, 0, 'multiply');
    expect(after).toEqual([before[0] + due, before[1] - due]);
    expect(stake(40, false, 0, 'multiply')).toBe(3); // the example's "would have paid 3"
    expect(stake(40, false, 1, 'multiply')).toBe(6); // "doubled, 6"
  });

  it('[AF-4.4][AF-1.3] All Fours: order, counting points and kick points', () => {
    const rows = TABLES['af-cards'].rows;
    expect(rows.map((r) => num(r[1]))).toEqual(rows.map((r) => countingPoints(`${rank(r[0])}S` as Card)));
    expect(rows.map((r) => num(r[2]))).toEqual(rows.map((r) => kickPoints(`${rank(r[0])}S` as Card, 'trinidad')));
    const strengths = rows.map((r) => afStrength(`${rank(r[0])}S` as Card));
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
    expect(rows).toHaveLength(13);
  });

  it('[AF-5.1] All Fours: the example adds up', () => {
    const rows = TABLES['af-example'].rows.map((r) => [num(r[1]), num(r[2])]);
    const total = rows.pop()!;
    expect(rows[0]).toEqual([kickPoints('6H' as Card, 'trinidad'), 0]);
    expect(total).toEqual([rows.reduce((s, r) => s + r[0], 0), rows.reduce((s, r) => s + r[1], 0)]);
  });
});

describe('right-to-left', () => {
  it('isolates Latin and numeric runs, sums whole', () => {
    expect(runs('96 → 10 و66 → 7.')).toEqual([
      { text: '96 → 10', ltr: true },
      { text: ' و', ltr: false },
      { text: '66 → 7', ltr: true },
      { text: '.', ltr: false },
    ]);
    expect(runs('دبل (x2)').filter((r) => r.ltr).map((r) => r.text)).toEqual(['x2']);
    expect(runs('بلا أرقام')).toEqual([{ text: 'بلا أرقام', ltr: false }]);
  });
});
