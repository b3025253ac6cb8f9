import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { freePort } from '../kit/local-server.js';

/** A running `wrangler dev`: its base URL and how to stop it. */
export interface Dev {
  url: string;
  stop: () => Promise<void>;
  /** The server's own lines (its request log: method, path, status, time taken) since a moment (ms since the epoch). */
  linesSince: (since: number) => string[];
  /**
   * What crossed the server's port since a moment: connections opened and closed, each request's first
   * line as it came in, each answer's status line as it went back (`<ms> <connection> <event>`: wire-log.mjs).
   */
  wireSince: (since: number) => string[];
  /**
   * Stops the server and starts it again on the same port with the same state (a deploy, as the pages
   * see one: their sockets drop, the tables' storage stays); resolves once /api/health answers again.
   */
  restart: () => Promise<void>;
}

/**
 * Starts `wrangler dev` (the Worker, its Durable Objects and the built web app) on a free port with
 * its own state folder, waits until /api/health answers, and returns a handle to stop it.
 */
export async function startWrangler(timeoutMs = 90_000): Promise<Dev> {
  const port = await freePort();
  // wrangler listens on a port of its own; the browser talks to `port`, through a pass-through that logs
  // what crosses it (wire-log.mjs): a request that never gets an answer shows whether it reached the server
  const inner = await freePort();
  // each worker's own devtools port too: two servers side by side would both take 9229
  const inspector = await freePort();
  const state = `.wrangler/e2e-${port}`;
  const wireFile = `${state}-wire.log`;
  mkdirSync('.wrangler', { recursive: true });
  const wire: ChildProcess = spawn(process.execPath, ['test/e2e/wire-log.mjs', String(port), String(inner), wireFile], { stdio: 'ignore' });
  const spawnServer = (): ChildProcess =>
    spawn(
      'npx',
      ['wrangler', 'dev', '--port', String(inner), '--inspector-port', String(inspector), '--ip', '127.0.0.1', '--persist-to', state, '--log-level', 'info'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
        // a dev registry of its own (the default, ~/.wrangler/registry, is shared by every wrangler dev on
        // the machine, and each one follows the others' starts and stops), and no watching of the config:
        // when one worker's server stopped after a failed test, the other's pages hung 35 s on a document
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', WRANGLER_REGISTRY_PATH: `${state}/registry`, WRANGLER_CI_DISABLE_CONFIG_WATCHING: 'true',
          // no fetch of the Request.cf object from workers.cloudflare.com at each start (offline, 3 s lost)
          CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      },
    );
  // each line the server wrote, with when it came: a failed test shows what the server did meanwhile
  const lines: { at: number; text: string }[] = [];
  const keep = (d: Buffer) => {
    const at = Date.now();
    const text = d.toString();
    for (const line of text.split('\n')) if (line.trim()) lines.push({ at, text: line });
    if (lines.length > 50_000) lines.splice(0, 10_000);
  };
  const output = () => lines.map((line) => line.text).join('\n');
  const url = `http://127.0.0.1:${port}`;

  /** Starts the server and waits until it answers (through the pass-through, as the browser reaches it). */
  const start = async (): Promise<ChildProcess> => {
    const child = spawnServer();
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`wrangler dev exited: ${output()}`);
      try {
        const response = await fetch(`${url}/api/health`);
        if (response.ok) return child;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > timeoutMs) {
        process.kill(-child.pid!, 'SIGTERM');
        throw new Error(`wrangler dev did not answer in ${timeoutMs} ms: ${output()}`);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  };
  /** Stops the server (its whole process group), at once if it does not go within 5 s. */
  const stopServer = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        resolve();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
        resolve();
      }, 5000);
    });

  let child: ChildProcess;
  try {
    child = await start();
  } catch (error) {
    wire.kill();
    throw error;
  }
  return {
    url,
    linesSince: (since) => lines.filter((line) => line.at >= since).map((line) => line.text),
    wireSince: (since) =>
      existsSync(wireFile)
        ? readFileSync(wireFile, 'utf8')
            .split('\n')
            .filter((line) => line && Number(line.slice(0, line.indexOf(' '))) >= since)
        : [],
    stop: async () => {
      wire.kill();
      await stopServer(child);
    },
    restart: async () => {
      await stopServer(child);
      child = await start();
    },
  };
}
