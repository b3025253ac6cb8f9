// A pass-through in front of `wrangler dev` for the end-to-end tests (test/e2e/wrangler.ts): the
// browser talks to this port, this to wrangler's. It writes one line per event to a log file: a
// connection opened or closed, a request's first line as it came in, an answer's status line as it went
// back (`<ms since epoch> <connection> <event>`). A test that fails then shows whether a request it
// waited on ever reached the server's port, and whether an answer came back (fixtures.ts).
//   node test/e2e/wire-log.mjs <listen port> <wrangler port> <log file>
import { appendFileSync } from 'node:fs';
import net from 'node:net';

const [listen, target, file] = process.argv.slice(2);
const log = (connection, event) => appendFileSync(file, `${Date.now()} ${connection} ${event}\n`);
const firstLine = (chunk) => chunk.toString('latin1', 0, Math.min(chunk.length, 512)).split('\r\n', 1)[0];
let connections = 0;

net
  .createServer((client) => {
    const id = ++connections;
    // after a 101 the connection carries WebSocket frames, not HTTP
    let frames = false;
    log(id, 'open');
    const server = net.connect(Number(target), '127.0.0.1');
    client.on('data', (chunk) => {
      if (!frames && /^[A-Z]+ \S+ HTTP\/1\.[01]$/.test(firstLine(chunk))) log(id, `> ${firstLine(chunk)}`);
    });
    server.on('data', (chunk) => {
      const line = firstLine(chunk);
      if (!frames && line.startsWith('HTTP/1.')) {
        log(id, `< ${line}`);
        if (line.includes(' 101 ')) frames = true;
      }
    });
    client.pipe(server);
    server.pipe(client);
    let closed = false;
    const close = (side) => () => {
      if (closed) return;
      closed = true;
      log(id, `closed by ${side}`);
      client.destroy();
      server.destroy();
    };
    client.on('close', close('browser'));
    server.on('close', close('server'));
    client.on('error', () => {});
    server.on('error', () => {});
  })
  .listen(Number(listen), '127.0.0.1', () => log(0, `listening on ${listen} for ${target}`));
