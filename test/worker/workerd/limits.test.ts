import { describe, expect, it } from 'vitest';
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
});
