// `wrangler dev` for the scripts that load or break the table server (bench:server, soak): the Worker
// is bundled once into a temporary folder and served from there on a loopback port with its own state
// folder, so edits in the tree cannot reload it mid-run, and it can be killed and started again on the
// same port and state.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAssets } from '../../worker/placeholder/ensure.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WRANGLER = join(ROOT, 'node_modules/.bin/wrangler');
const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** wrangler.toml's `run_worker_first`: the addresses the Worker answers before the static assets. */
export function runWorkerFirst(): string[] {
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
  const list = /^run_worker_first\s*=\s*(\[.*\])\s*$/m.exec(toml);
  if (!list) throw new Error('wrangler.toml has no one-line run_worker_first list');
  return JSON.parse(list[1]) as string[];
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** How to serve the Worker: a name for its folder, Worker variables and config, and where wrangler's output goes. */
export interface LocalServerOptions {
  name: string;
  vars?: Record<string, string>;
  /** More fields of the generated wrangler config (bindings such as `ratelimits`). */
  config?: Record<string, unknown>;
  /** 'inherit' prints it; 'file' keeps it in `<folder>/wrangler.log` (see `log()`). */
  output?: 'inherit' | 'file';
}

/**
 * The Worker bundled into its own folder and served by `wrangler dev` on one loopback port with one
 * state folder. `start` may be called again after `kill` or `stop`: same port, same stored tables.
 */
export class LocalServer {
  private child: ChildProcess | null = null;
  /** The process group of the last start (wrangler's pid); it may outlive wrangler for a moment. */
  private group: number | null = null;

  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly output: 'inherit' | 'file',
  ) {}

  /** Bundles the Worker (`wrangler deploy --dry-run`) and writes a config that serves only it. */
  static async create(options: LocalServerOptions): Promise<LocalServer> {
    const dir = mkdtempSync(join(tmpdir(), `${options.name}-`));
    ensureAssets(); // the dry run wants wrangler.toml's assets folder, though this config serves none
    execFileSync(WRANGLER, ['deploy', '--dry-run', '--outdir', join(dir, 'bundle')], { cwd: ROOT, stdio: 'ignore' });
    const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
    const config = {
      name: options.name,
      main: 'bundle/index.js',
      no_bundle: true,
      compatibility_date: /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)![1],
      durable_objects: { bindings: [{ name: 'TABLES', class_name: 'TableRoom' }] },
      migrations: [{ tag: 'v1', new_sqlite_classes: ['TableRoom'] }],
      vars: options.vars ?? {},
      ...options.config,
    };
    writeFileSync(join(dir, 'wrangler.json'), JSON.stringify(config));
    return new LocalServer(dir, await freePort(), options.output ?? 'inherit');
  }

  /** The server's base URL (http://127.0.0.1:port). */
  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The process id of wrangler, which leads the process group (workerd included); null when stopped. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /**
   * Starts wrangler dev and waits until /api/health answers. A wrangler that exits while starting is
   * started again (twice at most): on a busy machine its inspector port can be taken in between.
   */
  async start(timeoutMs = 90_000): Promise<void> {
    if (this.running()) throw new Error('the server is already running');
    const deadline = Date.now() + timeoutMs;
    for (let attempt = 1; ; attempt++) {
      const child = await this.spawn();
      for (;;) {
        if (!this.running()) break;
        const ok = await fetch(`${this.base}/api/health`).then((r) => r.ok, () => false);
        if (ok) return;
        if (Date.now() > deadline) {
          await this.kill();
          throw new Error(`wrangler dev did not start within ${timeoutMs / 1000} s: ${this.log().slice(-2000)}`);
        }
        await sleep(250);
      }
      await this.gone(5000);
      if (attempt === 3) throw new Error(`wrangler dev exited with ${child.exitCode}: ${this.log().slice(-2000)}`);
    }
  }

  private async spawn(): Promise<ChildProcess> {
    const args = ['dev', '-c', join(this.dir, 'wrangler.json'), '--ip', '127.0.0.1', '--port', String(this.port)];
    args.push('--inspector-port', String(await freePort()), '--persist-to', join(this.dir, 'state'), '--log-level', 'error');
    args.push('--show-interactive-dev-session=false');
    const log = this.output === 'file' ? openSync(join(this.dir, 'wrangler.log'), 'a') : 'inherit';
    const child = spawn(WRANGLER, args, {
      cwd: this.dir,
      detached: true, // its own process group: wrangler and workerd go together
      stdio: ['ignore', log, log],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    if (typeof log === 'number') closeSync(log);
    this.child = child;
    this.group = child.pid ?? null;
    return child;
  }

  /**
   * Starts the server for a script that must never leave it running (the benchmarks): disposed of on
   * SIGINT, SIGTERM or an uncaught error, and after `limitS` seconds whatever the script is doing
   * (the script then exits 1, saying `what` gave up).
   */
  async startWatched(what: string, limitS: number, timeoutMs: number): Promise<void> {
    const stop = () => this.dispose();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(130)));
    process.once('uncaughtException', (error) => {
      console.error(error);
      void stop().then(() => process.exit(1));
    });
    const watchdog = setTimeout(() => {
      console.error(`${what}: gave up after ${limitS} s`);
      void stop().then(() => process.exit(1));
    }, limitS * 1000);
    watchdog.unref();
    try {
      await this.start(timeoutMs);
    } catch (error) {
      await stop();
      throw error;
    }
  }

  /** Kills the whole process group at once (SIGKILL: no shutdown, like a crash) and waits until it is gone. */
  async kill(): Promise<void> {
    this.signal('SIGKILL');
    await this.gone(5000);
  }

  /** Asks the process group to stop, then kills whatever of it is still there after 5 s. */
  async stop(): Promise<void> {
    this.signal('SIGTERM');
    if (!(await this.gone(5000))) {
      this.signal('SIGKILL');
      await this.gone(5000);
    }
  }

  /** Stops the server and deletes its folder (bundle, state, log). */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** wrangler's output so far (with output 'file'). */
  log(): string {
    try {
      return readFileSync(join(this.dir, 'wrangler.log'), 'utf8');
    } catch {
      return '';
    }
  }

  /** CPU time (ms) used so far by the running process group (wrangler, workerd), from /proc. */
  cpuMs(): number {
    let ticks = 0;
    for (const fields of this.groupStats()) ticks += Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / TICKS_PER_S;
  }

  private running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  private signal(signal: NodeJS.Signals): void {
    if (this.group === null) return;
    try {
      process.kill(-this.group, signal);
    } catch {
      // the group is gone already
    }
  }

  /** Waits until no process of the group is left (zombies aside); false if some still are after `ms`. */
  private async gone(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (this.groupStats().some((fields) => fields[0] !== 'Z')) {
      if (Date.now() > deadline) return false;
      await sleep(50);
    }
    this.child = null;
    this.group = null;
    return true;
  }

  /** /proc/<pid>/stat fields after the command name (state, ppid, pgrp, ...) of each process of the group. */
  private groupStats(): string[][] {
    if (this.group === null) return [];
    const stats: string[][] = [];
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // it exited meanwhile
      }
      // utime is the 12th field after the name, stime the 13th
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === this.group) stats.push(fields);
    }
    return stats;
  }
}
