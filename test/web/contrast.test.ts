import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The palette of web/src/app.css against WCAG 2.2 AA: text 4.5:1 (1.4.3), control borders, focus
// rings and state marks 3:1 (1.4.11). Backgrounds with transparency are composed over what lies below.

type Rgb = [number, number, number];
type Rgba = [number, number, number, number];

const css = readFileSync('web/src/app.css', 'utf8');
const block = (selector: RegExp) => Object.fromEntries([...css.match(selector)![1].matchAll(/--([a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
const NORMAL = block(/:root\s*{([^}]*)}/);
// the high-contrast theme: its own values over the normal ones
const HIGH = { ...NORMAL, ...block(/\n\.high-contrast\s*{([^}]*)}/) };
let vars: Record<string, string> = NORMAL;

function color(name: string): Rgba {
  const value = vars[name];
  if (!value) throw new Error(`--${name} is not in app.css`);
  const hex = value.match(/^#([0-9a-f]{6})$/i);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgb = value.match(/^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] ? Number(rgb[4]) : 1];
  throw new Error(`--${name}: cannot read ${value}`);
}
const number = (name: string) => Number(vars[name]);

/** `top` (with its alpha) over an opaque `below`. */
function over(top: Rgba, below: Rgb, alpha = top[3]): Rgb {
  return [0, 1, 2].map((i) => top[i] * alpha + below[i] * (1 - alpha)) as Rgb;
}
const solid = (name: string): Rgb => over(color(name), [255, 255, 255]);

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function ratio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** CSS `filter: brightness(b) saturate(s)` (filter functions work on sRGB values). */
function dim([r, g, b]: Rgb): Rgb {
  const k = number('dim-brightness');
  const s = number('dim-saturate');
  const [R, G, B] = [r * k, g * k, b * k];
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  return [
    clamp((0.213 + 0.787 * s) * R + (0.715 - 0.715 * s) * G + (0.072 - 0.072 * s) * B),
    clamp((0.213 - 0.213 * s) * R + (0.715 + 0.285 * s) * G + (0.072 - 0.072 * s) * B),
    clamp((0.213 - 0.213 * s) * R + (0.715 - 0.715 * s) * G + (0.072 + 0.928 * s) * B),
  ];
}

const SUITS = ['suit-s', 'suit-h', 'suit-d', 'suit-c', 'suit-d4', 'suit-c4'];

/** [what, foreground, background, minimum ratio]: text at least `text`:1, borders, rings and marks `mark`:1. */
function pairs(text: number, mark: number): [string, Rgb, Rgb, number][] {
  const felt = solid('felt');
  const badge = over(color('badge-shade'), felt);
  return [
  ...(['paper', 'surface', 'surface-alt'] as const).flatMap((bg): [string, Rgb, Rgb, number][] => [
    [`text on ${bg}`, solid('ink'), solid(bg), 4.5],
    [`secondary text on ${bg}`, solid('ink-soft'), solid(bg), 4.5],
    [`links on ${bg}`, solid('link'), solid(bg), 4.5],
    [`errors on ${bg}`, solid('error'), solid(bg), 4.5],
    [`control borders on ${bg}`, solid('line'), solid(bg), 3],
    [`focus ring on ${bg}`, solid('focus'), solid(bg), 3],
  ]),
  ['header, primary buttons', solid('on-brand'), solid('brand'), 4.5],
  ['selected choice border on the page', solid('brand'), solid('paper'), 3],
  ['decision bar (prompts, bid number)', solid('on-panel'), solid('panel'), 4.5],
  ['bold buttons', solid('on-gold'), solid('gold'), 4.5],
  ['quiet buttons', solid('on-quiet'), solid('quiet'), 4.5],
  ['seat notes', solid('on-note'), solid('note'), 4.5],
  ['away notices', solid('on-warn'), solid('warn'), 4.5],
  ['attention marks', solid('on-alert'), solid('alert'), 4.5],
  ['words on the felt (bid card, kick)', solid('on-felt'), felt, 4.5],
  ['seat badges', solid('on-felt'), badge, 4.5],
  ['seat badges of a team that is out', over([255, 255, 255, 1], badge, number('out-opacity')), over([...badge, 1] as Rgba, felt, number('out-opacity')), 4.5],
  ['the turn ring round a badge', solid('gold'), felt, 3],
  ...[0, 1, 2, 3].flatMap((team): [string, Rgb, Rgb, number][] => [
    [`initials on the avatar of team ${team + 1}`, solid('on-team'), solid(`team${team}`), 4.5],
    [`the ring round a partner's badge, team ${team + 1}`, solid(`team${team}`), felt, 3],
  ]),
  ...SUITS.map((suit): [string, Rgb, Rgb, number] => [`${suit} on a card`, solid(suit), solid('card'), 4.5]),
  ...SUITS.map((suit): [string, Rgb, Rgb, number] => [`${suit} on a card that cannot be played`, dim(solid(suit)), dim(solid('card')), 4.5]),
  ...SUITS.map((suit): [string, Rgb, Rgb, number] => [`${suit} on a trump button`, solid(suit), solid('quiet'), 4.5]),
  ].map(([what, fg, bg, min]) => [what, fg, bg, min === 4.5 ? text : mark]);
}

for (const [theme, palette, text, mark] of [
  ['the normal palette (WCAG AA)', NORMAL, 4.5, 3],
  ['the high-contrast theme (WCAG AAA text)', HIGH, 7, 4.5],
] as const) {
  describe(`colour contrast: ${theme}`, () => {
    vars = palette;
    for (const [what, fg, bg, min] of pairs(text, mark)) {
      it(`${what}: at least ${min}:1`, () => {
        expect(ratio(fg, bg)).toBeGreaterThanOrEqual(min);
      });
    }
    it('a card that cannot be played looks different from one that can', () => {
      vars = palette;
      expect(ratio(solid('card'), dim(solid('card')))).toBeGreaterThan(1.4);
    });
  });
}
