import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../shared/rules/core/options.js';
import { GAME_IDS, MANIFESTS } from '../../shared/rules/manifests.js';
import { groupedOptions, OPTION_WORDS, presetLabel, presetOf } from '../../web/src/lib/games/option-words.js';
import { claimsWords } from '../../web/src/lib/games/names.js';
import { m } from '../../web/src/lib/paraglide/messages.js';

const OTHERS = ['ar', 'ta', 'bn', 'tl', 'ml'] as const;

describe('rule options on the home page', () => {
  for (const game of GAME_IDS) {
    const rules = MANIFESTS[game];
    it(`${game}: every option has a label, a one-line explanation and a name for every value`, () => {
      for (const spec of rules.options) {
        const words = OPTION_WORDS[game][spec.key];
        expect(words, spec.key).toBeDefined();
        expect(words.label()).not.toBe(spec.key);
        expect(words.help().length).toBeGreaterThan(15);
        if ('values' in spec) {
          for (const value of spec.values) expect(words.values?.[String(value)]?.(), `${spec.key}=${value}`).toBeTruthy();
        }
      }
    });

    it(`${game}: every option sits in exactly one group`, () => {
      const groups = groupedOptions(game, rules.options);
      expect(groups.every((g) => g.title !== '')).toBe(true);
      expect(groups.flatMap((g) => g.specs.map((s) => s.key)).sort()).toEqual(rules.options.map((s) => s.key).sort());
    });

    it(`${game}: labels and values are translated (Arabic explanations too)`, () => {
      for (const spec of rules.options) {
        const words = OPTION_WORDS[game][spec.key];
        const texts = [words.label, ...Object.values(words.values ?? {})];
        for (const locale of OTHERS) {
          for (const text of texts) expect(text({}, { locale }), `${spec.key} in ${locale}`).not.toBe(text({}, { locale: 'en' }));
        }
        expect(words.help({}, { locale: 'ar' })).not.toBe(words.help({}, { locale: 'en' }));
      }
    });

    it(`${game}: every preset is valid, named, and recognised from its options`, () => {
      for (const preset of rules.presets) {
        expect(resolveOptions(rules.options, preset.options).ok).toBe(true);
        expect(presetOf(rules, preset.options)).toBe(preset.id);
        expect(presetLabel(game, preset.id)).not.toBe(preset.id);
      }
      expect(rules.presets[0]).toEqual({ id: 'default', options: {} });
      // an option no preset sets, changed from its default: no preset matches any more
      const spec = rules.options.find((s) => 'values' in s && !rules.presets.some((p) => s.key in p.options));
      if (!spec || !('values' in spec)) throw new Error('every option is set by a preset');
      expect(presetOf(rules, { [spec.key]: spec.values[1] })).toBe('custom');
    });
  }
});


describe('the claims setting', () => {
  it("names a claim sawa at a Baloot table only: Fifty-Six and All Fours have no such word", () => {
    expect(claimsWords('baloot', m.lobby_claims())).toBe('Allow claims of the remaining tricks (sawa)');
    for (const game of ['fifty-six', 'all-fours']) {
      expect(claimsWords(game, m.lobby_claims())).toBe('Allow claims of the remaining tricks');
      expect(claimsWords(game, m.create_claims())).not.toMatch(/sawa/i);
    }
  });
});
