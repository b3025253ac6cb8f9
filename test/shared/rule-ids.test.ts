import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every rule id the code cites (`[BAL-7.2]`, `FS-1.3`, `AF-5.2`) must be written in docs/rules/<game>.md,
// where a rule is defined by its id in square brackets (docs/rules/README.md).

const root = fileURLToPath(new URL('../../', import.meta.url));
const CODE_FOLDERS = ['shared', 'worker', 'web/src'];
const CODE_FILE = /\.(ts|js|svelte|md)$/;
// any capitals, a dash and a number: a new game's prefix is checked without a change here
const CITED = /\b([A-Z]{2,4})-(\d+(?:\.\d+)?)\b/g;
const DEFINED = /\[([A-Z]{2,4}-\d+(?:\.\d+)?)\]/g;
// names of standards that look like rule ids and are not
const NOT_RULES = new Set(['SHA', 'UTF', 'ISO', 'RFC', 'AES', 'ECDSA', 'HMAC', 'WCAG', 'TLS']);

interface Citation {
  id: string;
  file: string;
  line: number;
}

/** The repository's own files under a folder (generated ones, such as Paraglide's runtime, left out). */
function filesUnder(folder: string): string[] {
  return execFileSync('git', ['ls-files', '--', folder], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && CODE_FILE.test(file) && existsSync(file));
}

/** The rule ids cited in a file's text, with their lines. */
function citationsIn(file: string, text: string): Citation[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(CITED)]
      .filter((match) => !NOT_RULES.has(match[1]))
      .map((match) => ({ id: `${match[1]}-${match[2]}`, file, line: index + 1 })),
  );
}

/** The citations whose id no rules file defines, as "id (file:line)". */
function undefinedCitations(citations: readonly Citation[], defined: ReadonlySet<string>): string[] {
  return citations.filter((c) => !defined.has(c.id)).map((c) => `${c.id} (${c.file}:${c.line})`);
}

function definedIds(): { ids: Set<string>; twice: string[] } {
  const folder = join(root, 'docs/rules');
  const ids = new Set<string>();
  const twice: string[] = [];
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.md') && n !== 'README.md')) {
    for (const match of readFileSync(join(folder, name), 'utf8').matchAll(DEFINED)) {
      if (ids.has(match[1])) twice.push(`${match[1]} (docs/rules/${name})`);
      ids.add(match[1]);
    }
  }
  return { ids, twice };
}

function codeCitations(): Citation[] {
  return CODE_FOLDERS.flatMap((folder) =>
    filesUnder(join(root, folder)).flatMap((file) =>
      citationsIn(relative(root, file), readFileSync(file, 'utf8')),
    ),
  );
}

describe('rule ids', () => {
  const { ids, twice } = definedIds();

  it('finds the rules of all three games in docs/rules', () => {
    for (const id of ['BAL-7.2', 'FS-1.3', 'AF-5.2', 'BAL-9', 'AF-7']) expect(ids.has(id), id).toBe(true);
  });

  it('defines each id once', () => {
    expect(twice).toEqual([]);
  });

  it('every id cited in shared/, worker/ and web/src/ is in docs/rules', () => {
    const citations = codeCitations();
    expect(citations.length).toBeGreaterThan(300);
    expect(undefinedCitations(citations, ids)).toEqual([]);
  });

  it('names a made-up id and its file', () => {
    const citations = citationsIn('shared/x.ts', '// [BAL-7.2] real\n// FS-99.1 and AF-5.2, SHA-256, UTF-8\n');
    expect(citations.map((c) => c.id)).toEqual(['BAL-7.2', 'FS-99.1', 'AF-5.2']);
    expect(undefinedCitations(citations, ids)).toEqual(['FS-99.1 (shared/x.ts:2)']);
  });
});
