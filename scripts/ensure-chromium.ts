/**
 * Runs before `npm test`, before the end-to-end tests (their global setup) and before Lighthouse: they
 * need Debian's Chromium. When it is missing, this
 * installs it with apt where it can (root, apt-get present) and otherwise stops at once with the one
 * command that fixes it, so a fresh machine never spends minutes on tests before failing at the end.
 * `CHROMIUM=/path/to/chromium` points the tests at another build; `SKIP_CHROMIUM_CHECK=1` skips this.
 * With it come Debian's Noto fonts (`fonts-noto-core`), so the screenshots of the tests show Arabic,
 * Tamil, Bengali and Malayalam text rather than empty boxes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from '../test/e2e/browser.js';

const INSTALL = 'apt-get install -y chromium fonts-noto-core';

function version(): string | null {
  if (!existsSync(CHROMIUM)) return null;
  const run = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8', timeout: 60_000 });
  return run.status === 0 ? run.stdout.trim() : null;
}

function canInstall(): boolean {
  const root = process.getuid?.() === 0;
  return root && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function install(): void {
  console.log(`Chromium is missing at ${CHROMIUM}: installing it and the Noto fonts with apt (once) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

/**
 * Makes sure Chromium is there for whatever drives it (`npm test`, the e2e config, Lighthouse): installs
 * it where it can, else exits with the one command that fixes it. Returns the path to launch.
 */
export function ensureChromium(): string {
  if (process.env.SKIP_CHROMIUM_CHECK === '1' || version() !== null) return CHROMIUM;
  if (CHROMIUM === '/usr/bin/chromium' && canInstall()) install();
  const found = version();
  if (found === null) {
    console.error(
      `This needs Chromium at ${CHROMIUM} (the end-to-end tests and Lighthouse drive it), and it is not there.\n` +
        `Install it once with:\n\n    sudo ${INSTALL}\n\n(or set CHROMIUM=/path/to/chromium), then run the command again.`,
    );
    process.exit(1);
  }
  console.log(`using ${found}`);
  return CHROMIUM;
}

// run as a script (npm test's pretest)
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) ensureChromium();
