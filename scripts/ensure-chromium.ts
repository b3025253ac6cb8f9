/**
 * Runs before `npm test`, before the end-to-end tests (their global setup), and before Lighthouse and
 * the first-second bench: they need Debian's Chromium. The tests drive its headless shell
 * (`chromium-headless-shell`), the measurements the whole browser (`chromium`; see test/e2e/browser.ts
 * for why). When the one needed is missing, this installs it with apt where it can (root, apt-get
 * present) and otherwise stops at once with the one command that fixes it, so a fresh machine never
 * spends minutes on tests before failing at the end. `CHROMIUM=/path` (the tests) and
 * `CHROME_PATH=/path` (the measurements) point at other builds; `SKIP_CHROMIUM_CHECK=1` skips this.
 * With it come Debian's Noto fonts (`fonts-noto-core`), so the screenshots of the tests show Arabic,
 * Tamil, Bengali and Malayalam text rather than empty boxes.
 *
 *   tsx scripts/ensure-chromium.ts          the tests' headless shell (npm test's pretest)
 *   tsx scripts/ensure-chromium.ts browser  the whole browser (npm run lighthouse's prelighthouse)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME, CHROMIUM } from '../test/e2e/browser.js';

/** Which Chromium: the tests' headless shell, or the whole browser that the measurements use. */
export type Build = 'shell' | 'browser';

const BUILDS: Record<Build, { path: string; home: string; apt: string; env: string }> = {
  shell: { path: CHROMIUM, home: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell', env: 'CHROMIUM' },
  browser: { path: CHROME, home: '/usr/bin/chromium', apt: 'chromium', env: 'CHROME_PATH' },
};

function version(path: string): string | null {
  if (!existsSync(path)) return null;
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 60_000 });
  return run.status === 0 ? run.stdout.trim() : null;
}

function canInstall(): boolean {
  const root = process.getuid?.() === 0;
  return root && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function install(path: string, apt: string): void {
  console.log(`Chromium is missing at ${path}: installing ${apt} and the Noto fonts with apt (once) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', apt, 'fonts-noto-core'], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

/**
 * Makes sure the Chromium `build` is there for whatever drives it: installs it where it can, else exits
 * with the one command that fixes it. Returns the path to launch.
 */
export function ensureChromium(build: Build = 'shell'): string {
  const { path, home, apt, env } = BUILDS[build];
  if (process.env.SKIP_CHROMIUM_CHECK === '1' || version(path) !== null) return path;
  if (path === home && canInstall()) install(path, apt);
  const found = version(path);
  if (found === null) {
    console.error(
      `This needs Chromium at ${path} (${build === 'shell' ? 'the end-to-end tests drive it' : 'Lighthouse and the first-second bench drive it'}), and it is not there.\n` +
        `Install it once with:\n\n    sudo apt-get install -y ${apt} fonts-noto-core\n\n(or set ${env}=/path/to/chromium), then run the command again.`,
    );
    process.exit(1);
  }
  console.log(`using ${found} (${path})`);
  return path;
}

// run as a script (npm test's pretest, npm run lighthouse's prelighthouse)
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const build = process.argv[2] ?? 'shell';
  if (build !== 'shell' && build !== 'browser') {
    console.error(`unknown build "${build}": use "browser" or nothing`);
    process.exit(2);
  }
  ensureChromium(build);
}
