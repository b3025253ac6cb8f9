/** A table's rule settings: a plain object of option keys from the rules files. */
export type Options = Record<string, string | number | boolean>;

/**
 * One option of a game: its key, the allowed values (default first), or a whole number from 1 to `max`.
 * `needs`: the option may differ from its default only while another option has a given value.
 */
export type OptionSpec =
  | {
      key: string;
      rule: string;
      values: readonly (string | number | boolean)[];
      default: string | number | boolean;
      needs?: { key: string; value: string | number | boolean };
    }
  | { key: string; rule: string; positiveInt: true; max: number; default: number; suggested?: readonly number[] };

/** A whole-number option's spec. */
export type NumberOptionSpec = Extract<OptionSpec, { positiveInt: true }>;

/** True if `options` meet what `spec` needs of the other options (an option without needs always does). */
export function needsMet(spec: OptionSpec, options: Readonly<Record<string, unknown>>): boolean {
  return !('needs' in spec) || !spec.needs || options[spec.needs.key] === spec.needs.value;
}

/** The smallest value of every whole-number option. */
export const OPTION_MIN = 1;

/** True if `value` is allowed for the whole-number option `spec` (a whole number from 1 to its maximum). */
export function inRange(spec: NumberOptionSpec, value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= OPTION_MIN && value <= spec.max;
}

/** Fills in defaults and checks every given option; unknown keys and bad values are errors. */
export function resolveOptions(
  specs: readonly OptionSpec[],
  given: Record<string, unknown> | undefined,
): { ok: true; options: Options } | { ok: false; message: string } {
  const options: Options = {};
  for (const spec of specs) options[spec.key] = spec.default;
  if (given === undefined) return { ok: true, options };
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return { ok: false, message: 'options must be an object of option keys' };
  }
  for (const [key, value] of Object.entries(given)) {
    const spec = specs.find((s) => s.key === key);
    if (!spec) {
      const known = specs.map((s) => s.key).join(', ');
      return { ok: false, message: `unknown option "${key}" (known: ${known})` };
    }
    if ('positiveInt' in spec) {
      if (!inRange(spec, value)) {
        return { ok: false, message: `option "${key}" must be a whole number from ${OPTION_MIN} to ${spec.max}` };
      }
    } else if (!spec.values.includes(value as string | number | boolean)) {
      const allowed = spec.values.map((v) => JSON.stringify(v)).join(' | ');
      return { ok: false, message: `option "${key}" must be one of ${allowed}` };
    }
    options[key] = value as string | number | boolean;
  }
  for (const spec of specs) {
    if (!('needs' in spec) || !spec.needs || options[spec.key] === spec.default || options[spec.needs.key] === spec.needs.value) continue;
    return { ok: false, message: `option "${spec.key}" needs option "${spec.needs.key}" set to ${JSON.stringify(spec.needs.value)}` };
  }
  return { ok: true, options };
}
