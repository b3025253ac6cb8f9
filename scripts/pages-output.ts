/**
 * Checks that the web build (web/build) is ready for Cloudflare Pages as well as for the Worker
 * (docs/operations.md, "Deploy"): its `_redirects` sends a table's address and practice to the app's
 * shell (spa.html) and leaves every drawn page and every file alone, its `_headers` keeps the images and
 * the hashed scripts in caches, the pages drawn at build time are there in every language, and it has no
 * `_routes.json` or `_worker.js` (those are for Pages Functions, which the app has none of). Run by
 * `check:size` after `npm run build:web`; exits 1 naming what is wrong.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_IDS } from '../shared/rules/manifests.js';

interface Rule {
  source: string;
  destination: string;
  status: number;
}

/** The rules of a `_redirects` file, in order (Pages applies the first that matches). */
export function redirectRules(text: string): Rule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [source, destination, status] = line.split(/\s+/);
      return { source, destination, status: Number(status ?? 302) };
    });
}

/** Whether a rule's source matches a path as Pages matches it: `*` (a splat) anything, `:name` one segment. */
export function matches(source: string, path: string): boolean {
  const pattern = source
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The address Pages serves a file at (`rules/baloot.html` at /rules/baloot, `index.html` at /). */
function addressOf(file: string): string {
  const path = `/${file.split('\\').join('/')}`;
  if (path === '/index.html') return '/';
  return path.endsWith('.html') ? path.slice(0, -'.html'.length) : path;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** What is wrong with the build at `dir` for Pages: an empty list when nothing is. */
export function pagesProblems(dir: string): string[] {
  const problems: string[] = [];
  const file = (name: string) => join(dir, name);
  if (!existsSync(file('spa.html'))) return [`${dir} has no spa.html: run npm run build:web first`];
  for (const name of ['_routes.json', '_worker.js']) if (existsSync(file(name))) problems.push(`${name} is for Pages Functions; the app has none`);

  // the drawn pages, in every language (svelte.config.js's prerender entries)
  const { baseLocale, locales } = JSON.parse(readFileSync('web/project.inlang/settings.json', 'utf8')) as { baseLocale: string; locales: string[] };
  const drawn = ['', '/fair', '/privacy', '/tables', ...GAME_IDS.map((game) => `/rules/${game}`)];
  for (const locale of locales) {
    for (const page of drawn) {
      const name = locale === baseLocale ? `${page || '/index'}.html` : `/${locale}${page || ''}.html`;
      if (!existsSync(file(name))) problems.push(`the drawn page ${name} is missing`);
    }
  }

  if (!existsSync(file('_redirects'))) return [...problems, 'no _redirects: Pages would answer /t/<id> with the home page'];
  const rules = redirectRules(readFileSync(file('_redirects'), 'utf8'));
  if (rules.length > 2100) problems.push(`${rules.length} redirects: Pages takes 2,100 at most`);
  const ruleFor = (path: string) => rules.find((rule) => matches(rule.source, path));
  const shell = readFileSync(file('spa.html'), 'utf8');
  // a table's link, a replay, practice: the app's shell, rewritten (200) so the address stays
  for (const path of ['/t/Ab3dEf7hJk9mNp2q', '/t/Ab3dEf7hJk9mNp2q/games/2', '/practice/baloot', ...GAME_IDS.map((game) => `/practice/${game}`)]) {
    const rule = ruleFor(path);
    if (!rule) {
      problems.push(`${path} matches no rule of _redirects: Pages would answer it with the home page`);
      continue;
    }
    const target = rule.destination.endsWith('.html') ? rule.destination : `${rule.destination}.html`;
    if (rule.status !== 200) problems.push(`${path} is redirected (${rule.status}), not rewritten: the table's address would be lost`);
    else if (!existsSync(file(target)) || readFileSync(file(target), 'utf8') !== shell) problems.push(`${path} is rewritten to ${rule.destination}, which is not the app's shell spa.html`);
  }
  // every file, the drawn pages among them, is served as it is (Pages applies a rule even where a file matches)
  for (const name of filesUnder(dir)) {
    if (name.startsWith('_redirects') || name.startsWith('_headers')) continue;
    const rule = ruleFor(addressOf(name));
    if (rule) problems.push(`${addressOf(name)} (${name}) matches the rule ${rule.source} ${rule.destination}: Pages would not serve the file`);
  }

  const headers = existsSync(file('_headers')) ? readFileSync(file('_headers'), 'utf8') : '';
  const blocks = new Map<string, string>();
  let current = '';
  for (const line of headers.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\S/.test(line)) blocks.set((current = line.trim()), '');
    else blocks.set(current, `${blocks.get(current) ?? ''}${line.trim()}\n`);
  }
  if (!/max-age=\d{6,}/i.test(blocks.get('/og/*') ?? '')) problems.push('_headers does not keep /og/* (the link-preview images) in caches');
  if (!/max-age=31536000.*immutable/i.test(blocks.get('/_app/immutable/*') ?? '')) problems.push('_headers does not mark /_app/immutable/* (hashed scripts and styles) immutable');
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'web/build';
  const problems = pagesProblems(dir);
  for (const problem of problems) console.error(`pages-output: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`pages-output: ${dir} is ready for Cloudflare Pages (_redirects, _headers, the drawn pages in every language)`);
}
