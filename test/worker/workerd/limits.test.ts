import { describe, expect, it } from 'vitest';
import { CLOSE, MAX_SOCKETS, PROTOCOL_VERSION } from '../../../shared/protocol/messages.js';
import { Client } from './kit/client.js';
import { createTable } from './kit/tables.js';

describe('TableRoom: what one socket may cost the others', () => {
  it('sends a joining spectator its own update and nothing to the others', async () => {
    const { id, hostKey } = await createTable();
    const host = await Client.join(id, { hostKey });
    host.send({ type: 'sit', seat: 0, name: 'Host' });
    await host.next('seated');
    await host.next('update');
    const spectator = await Client.join(id);
    expect(spectator.latest().you).toEqual({ seat: null, host: false });
    // frames on one socket keep their order: an update caused by the spectator would come before the echo
    const before = host.frames.length;
    host.send({ type: 'echo', data: 'after the spectator' });
    await host.next('echo');
    expect(host.frames.slice(before).map((f) => JSON.parse(f).type)).toEqual(['echo']);
  });

  it(`accepts ${MAX_SOCKETS} sockets on a table and closes the next at once with tooManySockets`, async () => {
    const { id } = await createTable();
    const open: Client[] = [];
    for (let i = 0; i < MAX_SOCKETS; i++) open.push(await Client.open(id));
    const extra = await Client.open(id);
    expect(await extra.closing()).toEqual({ code: CLOSE.tooManySockets, reason: 'tooManySockets' });
    const last = open[MAX_SOCKETS - 1];
    last.send({ type: 'hello', protocol: PROTOCOL_VERSION });
    expect((await last.next('update')).table.id).toBe(id);
    expect(open.filter((client) => client.closed)).toEqual([]);
    open.forEach((client) => client.close());
  });
});
