// A push service for the worker tests, run in Node by Vitest's global setup (a server the Durable
// Object's fetch can reach on 127.0.0.1): POST /push/<name> keeps the request and answers 201, or 410
// for a name that starts with "gone"; GET /received/<name> lists what was kept for it. The tests check
// the signature and decrypt the payloads themselves (test/kit/push-receiver.ts).
import { createServer, type Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { newVapidKeys } from '../../scripts/vapid.js';

/** One push as the service received it. */
export interface ReceivedPush {
  headers: Record<string, string>;
  /** The body, base64. */
  body: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pushService: string;
  }
}

let server: Server | undefined;

/** Starts the service and says where it listens (`inject('pushService')`). */
export async function setup(project: TestProject): Promise<void> {
  const received = new Map<string, ReceivedPush[]>();
  server = createServer((request, response) => {
    const [, kind, name = ''] = (request.url ?? '').split('/');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && kind === 'push') {
        const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
        received.set(name, [...(received.get(name) ?? []), { headers, body: Buffer.concat(chunks).toString('base64') }]);
        response.writeHead(name.startsWith('gone') ? 410 : 201).end();
      } else if (request.method === 'GET' && kind === 'received') {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(received.get(name) ?? []));
      } else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  project.provide('pushService', `http://127.0.0.1:${port}`);
}

export async function teardown(): Promise<void> {
  await new Promise((resolve) => server?.close(resolve));
}

/** The VAPID keys the worker tests run with (a pair made for each run). */
export const TEST_VAPID = await newVapidKeys();
