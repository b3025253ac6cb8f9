import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The app's fonts (web/src/app.css): one short list per script, chosen by the element's language, so
// the first layout looks up only the faces of the scripts on the page (issue 30). A face made for one
// script stands only in that script's list.

const css = readFileSync('web/src/app.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const { locales } = JSON.parse(readFileSync('web/project.inlang/settings.json', 'utf8')) as { locales: string[] };
// the faces made for one script, by the script's languages
const SCRIPT_FACES: Record<string, RegExp> = {
  ar: /Arabic|Geeza/,
  ta: /Tamil/,
  ml: /Malayalam/,
  bn: /Bengali|Bangla/,
};
const LATIN = ['en', 'tl'];

/** The font list of the rule whose selector is exactly `selector`, if any. */
function fontsOf(selector: string): string | null {
  for (const rule of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    if (rule[1].trim() !== selector) continue;
    const family = /font-family:\s*([^;]+);/.exec(rule[2]);
    if (family) return family[1];
  }
  return null;
}

describe('app.css fonts', () => {
  it('has a list for the Latin languages and one for each other script', () => {
    expect(fontsOf('[lang]')).toMatch(/system-ui/);
    for (const locale of locales.filter((l) => !LATIN.includes(l))) expect(fontsOf(`[lang]:lang(${locale})`), locale).toMatch(SCRIPT_FACES[locale]);
  });

  it("names a script's own faces in that script's list only", () => {
    const lists = [...css.matchAll(/font-family:\s*([^;]+);/g)].map((m) => m[1]);
    for (const list of lists) {
      const scripts = Object.entries(SCRIPT_FACES).filter(([, faces]) => faces.test(list));
      expect(scripts.length, list).toBeLessThanOrEqual(1);
    }
  });

  it('ends every list in a generic family', () => {
    for (const selector of ['[lang]', ...Object.keys(SCRIPT_FACES).map((l) => `[lang]:lang(${l})`)]) expect(fontsOf(selector)).toMatch(/sans-serif\s*$/);
  });
});
