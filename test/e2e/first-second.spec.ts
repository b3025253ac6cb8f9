// The table page's first second (issue 30): a page drawn in the browser (practice here, a shared table
// alike) is mounted after SvelteKit's first navigation, whose focus reset would otherwise lay the page
// out synchronously; the language list names each language in its own lang (its script's fonts,
// app.css); the table's drawer is downloaded the first time it is opened, not with the table, and
// practice's hint words with the first hint.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.js';

/** The built file of a source module, from the web build's Vite manifest. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync('web/.svelte-kit/output/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not a chunk of its own in the build`);
  return entry.file;
}

test('the table page mounts after SvelteKit focuses the body, so that focus lays out an empty page', async ({ person }) => {
  const a = await person();
  // SvelteKit's first navigation ends with document.body.focus() (its reset_focus): count what the page
  // had mounted at that moment
  await a.addInitScript(() => {
    const focus = HTMLElement.prototype.focus;
    const seen: number[] = [];
    (window as unknown as { bodyFocus: number[] }).bodyFocus = seen;
    HTMLElement.prototype.focus = function (this: HTMLElement, ...args: Parameters<HTMLElement['focus']>) {
      if (this === document.body) seen.push(document.querySelectorAll('main, main *, header').length);
      return focus.apply(this, args);
    };
  });
  await a.goto('/practice/baloot?seats=4&seed=first-second');
  await expect(a.locator('.game')).toBeVisible();
  const seen = await a.evaluate(() => (window as unknown as { bodyFocus: number[] }).bodyFocus);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen[0]).toBe(0);
  // the parts mounted a task later are there too: the screen reader's announcements
  await expect(a.getByTestId('announcements')).toBeAttached();
});

test('the language list names each language in its own lang', async ({ person }) => {
  const a = await person();
  await a.goto('/practice/baloot?seats=4&seed=first-second');
  const options = a.getByTestId('language').locator('option');
  await expect(options.first()).toBeAttached();
  const langs = await options.evaluateAll((list) => list.map((o) => [o.getAttribute('value'), o.getAttribute('lang')]));
  for (const [value, lang] of langs) expect(lang).toBe(value);
});

test("the table's drawer is downloaded the first time it is opened", async ({ person }) => {
  const drawer = builtFile('web/src/lib/games/TableDrawer.svelte');
  const a = await person();
  const requested: string[] = [];
  a.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await a.goto('/practice/baloot?seats=4&seed=first-second');
  await expect(a.locator('.hand .slot').first()).toBeVisible();
  expect(requested.filter((path) => path.endsWith(drawer))).toEqual([]);
  await a.getByTestId('menu').click();
  await a.getByTestId('sheet').click();
  await expect(a.locator('.drawer')).toBeVisible();
  expect(requested.filter((path) => path.endsWith(drawer))).toHaveLength(1);
});

test("practice: the hint's words are downloaded with the first hint", async ({ person }) => {
  const words = builtFile('web/src/lib/practice/hint-words.ts');
  const a = await person();
  const requested: string[] = [];
  a.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await a.goto('/practice/baloot?seats=4&seed=hint-e2e');
  await a.locator('.hand .slot.can, .panel button.btn, .picker .go:not([disabled])').first().waitFor();
  expect(requested.filter((path) => path.endsWith(words))).toEqual([]);
  await a.getByTestId('hint').click();
  await expect(a.getByTestId('hint-text')).toContainText(/\S/);
  expect(requested.filter((path) => path.endsWith(words))).toHaveLength(1);
});
