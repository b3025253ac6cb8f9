import { SELF } from 'cloudflare:test';
import type { CreateTableResponse } from '../../../../shared/protocol/table-config.js';

/** A client address of its own (10.x.y.z), so tests creating many tables stay under the per-address limit. */
export function freshAddress(): string {
  const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
}

/** POSTs a create-table request from a fresh client address; returns the status and JSON body. */
export async function post(body: unknown, init: RequestInit = {}): Promise<{ status: number; json: any }> {
  const response = await SELF.fetch('http://localhost/api/tables', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshAddress() },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  return { status: response.status, json: await response.json() };
}

/** Creates a table and returns its id, links and host key. */
export async function createTable(body: Record<string, unknown> = {}): Promise<CreateTableResponse> {
  const { status, json } = await post({ game: 'baloot', seats: 4, ...body });
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(json)}`);
  return json as CreateTableResponse;
}
