import type { Env } from './env.js';

/** What a log line says besides its event: the table and its game when there is one, a code, the error. */
export interface LogFields {
  table?: string;
  game?: string;
  /** A machine-readable code: a refusal's code, an HTTP status, a push service's answer. */
  code?: string | number;
  error?: unknown;
  [field: string]: unknown;
}

/** The deployed version of the Worker (wrangler.toml's `version_metadata`), or null where there is none. */
export function workerVersion(env: Env | undefined): { id: string; tag: string; timestamp: string } | null {
  const meta = env?.CF_VERSION_METADATA as Env['CF_VERSION_METADATA'] | undefined;
  return meta ? { id: meta.id, tag: meta.tag, timestamp: meta.timestamp } : null;
}

/**
 * One line of JSON for operators (Workers Logs, `wrangler tail`): the event, the table and game, the
 * code, the error's message, and the Worker's version id, so that a line can be read by a query and
 * told apart by deploy. Never a key, a name or a message of a player.
 */
export function logLine(env: Env | undefined, level: 'error' | 'warn', event: string, fields: LogFields = {}): string {
  const { error, ...rest } = fields;
  const line: Record<string, unknown> = { event, ...rest };
  if (error !== undefined) line.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const version = workerVersion(env);
  if (version) line.worker = version.id;
  const text = JSON.stringify(line);
  if (level === 'error') console.error(text);
  else console.warn(text);
  return text;
}
