import { describe, expect, it } from 'vitest';
import { inRange, OPTION_MIN, resolveOptions, type NumberOptionSpec } from '../../../shared/rules/core/options.js';
import { GAMES } from '../../../shared/rules/registry.js';

const numberOptions = Object.values(GAMES).flatMap((rules) =>
  rules.options.filter((spec): spec is NumberOptionSpec => 'positiveInt' in spec).map((spec) => ({ rules, spec })),
);

describe('whole-number options have a sensible maximum', () => {
  it('every game has at least one whole-number option (targets, tables)', () => {
    for (const rules of Object.values(GAMES)) expect(numberOptions.filter((o) => o.rules === rules).length, rules.id).toBeGreaterThan(0);
  });

  for (const { rules, spec } of numberOptions) {
    const name = `${rules.id} ${spec.key}`;

    it(`${name}: the maximum is a few usual games, and the default and suggestions lie within it`, () => {
      expect(Number.isInteger(spec.max)).toBe(true);
      expect(spec.max).toBeGreaterThanOrEqual(3 * spec.default);
      expect(spec.max).toBeLessThanOrEqual(5 * spec.default);
      for (const value of [spec.default, ...(spec.suggested ?? [])]) expect(inRange(spec, value)).toBe(true);
    });

    it(`${name}: accepts ${OPTION_MIN} and the maximum, refuses anything past it with the option's name and range`, () => {
      expect(resolveOptions(rules.options, { [spec.key]: OPTION_MIN }).ok).toBe(true);
      expect(resolveOptions(rules.options, { [spec.key]: spec.max })).toMatchObject({ ok: true, options: { [spec.key]: spec.max } });
      const message = `option "${spec.key}" must be a whole number from ${OPTION_MIN} to ${spec.max}`;
      for (const bad of [spec.max + 1, 1_000_000, 0, -3, 2.5, '12', Number.POSITIVE_INFINITY]) {
        expect(resolveOptions(rules.options, { [spec.key]: bad })).toEqual({ ok: false, message });
      }
    });

    it(`${name}: a game cannot be set up past the maximum either`, () => {
      const seats = rules.seatCounts[0];
      const setup = rules.setup({ seats, seed: 'limits', options: { [spec.key]: spec.max + 1 } });
      expect(setup).toMatchObject({ ok: false, error: { code: 'badSetup', message: expect.stringContaining(`from ${OPTION_MIN} to ${spec.max}`) } });
      expect(rules.setup({ seats, seed: 'limits', options: { [spec.key]: spec.max } }).ok).toBe(true);
    });
  }
});

describe('an option that needs another option', () => {
  const specs = [
    { key: 'noTrump', rule: 'X-1', values: [false, true], default: false },
    { key: 'reversed', rule: 'X-2', values: [false, true], default: false, needs: { key: 'noTrump', value: true } },
  ] as const;

  it('keeps its default without it, and takes another value only with it', () => {
    expect(resolveOptions(specs, { reversed: false })).toEqual({ ok: true, options: { noTrump: false, reversed: false } });
    expect(resolveOptions(specs, { noTrump: true, reversed: true })).toEqual({ ok: true, options: { noTrump: true, reversed: true } });
    expect(resolveOptions(specs, { reversed: true })).toEqual({ ok: false, message: 'option "reversed" needs option "noTrump" set to true' });
  });

  it('[TN-3.3][TN-7.2] Twenty-Nine refuses a reversed no-trumps without no-trumps, and a full set without doubling', () => {
    const rules = GAMES['twenty-nine'];
    for (const options of [{ noTrumpReversed: true }, { fullSet: true, doubling: false }]) {
      const made = rules.setup({ seats: 4, seed: 'needs', options });
      expect(made.ok && 'ok').toBe(false);
      if (!made.ok) expect(made.error.code).toBe('badSetup');
    }
  });
});
