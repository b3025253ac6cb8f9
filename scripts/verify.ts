// `npm run verify -- <table link> <game>`: fetches a finished game's public record and checks its shuffle
// and its log as anyone can (PROTOCOL.md, "Verifiable shuffle"); `npm run verify -- --file <record.json>`
// checks a saved record. Prints "verified" or the reasons, and exits 0 or 1.
import { readFile } from 'node:fs/promises';
import { verifyGame, type Verdict } from '../shared/table/verify-game.js';

/** The table id and the record's address from a table link (`https://host/t/<id>`, with or without a #key). */
export function recordAddress(link: string, gameNo: number): { tableId: string; url: string } {
  const url = new URL(link);
  const id = /^\/t\/([A-Za-z0-9_-]{16})\/?/.exec(url.pathname)?.[1];
  if (!id) throw new Error(`${link} is not a table link (https://host/t/<table id>)`);
  if (!Number.isInteger(gameNo) || gameNo < 1) throw new Error(`the game number must be 1 or more, not ${gameNo}`);
  return { tableId: id, url: `${url.origin}/api/tables/${id}/games/${gameNo}` };
}

/** Fetches game `gameNo` of the table at `link` and verifies it. */
export async function verifyLink(link: string, gameNo: number): Promise<Verdict> {
  const { tableId, url } = recordAddress(link, gameNo);
  const response = await fetch(url);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(`${url} answered ${response.status}${body?.error ? `: ${body.error}` : ''}`);
  }
  return verifyGame(tableId, await response.json());
}

/** Verifies a saved record (its `table` field says which table it is of). */
export async function verifyFile(path: string): Promise<Verdict> {
  const record = JSON.parse(await readFile(path, 'utf8')) as { table?: unknown };
  if (typeof record.table !== 'string') throw new Error(`${path} has no "table" id: save the record as the server sends it`);
  return verifyGame(record.table, record);
}

/** What the script prints for a verdict. */
export function report(verdict: Verdict): string {
  if (verdict.ok) return `verified (nonces from seats: ${verdict.contributed.join(', ') || 'none'})`;
  return ['NOT verified:', ...verdict.reasons.map((reason) => `- ${reason.problem}: ${reason.message}`)].join('\n');
}

/** Runs the script on its arguments; prints and answers the exit code. */
export async function main(args: string[], print: (line: string) => void = console.log): Promise<number> {
  try {
    let verdict: Verdict;
    if (args[0] === '--file' && args[1]) verdict = await verifyFile(args[1]);
    else if (args.length === 2) verdict = await verifyLink(args[0]!, Number(args[1]));
    else {
      print('usage: npm run verify -- <table link> <game number>\n       npm run verify -- --file <record.json>');
      return 2;
    }
    print(report(verdict));
    return verdict.ok ? 0 : 1;
  } catch (error) {
    print(`could not verify: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
