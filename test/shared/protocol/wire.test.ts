import { describe, expect, it } from 'vitest';
import type { TableInfo } from '../../../shared/protocol/messages.js';
import { decodeServerFrame, encode, encodePatch, encodeUpdate, json } from '../../../shared/protocol/wire.js';

describe('wire', () => {
  const table = { id: 't', game: 'baloot', seats: [] } as unknown as TableInfo;

  it('splices an update that reads back as the message it stands for', () => {
    const history = { from: 1, hands: [{ points: [3, 7] }] };
    const text = encodeUpdate({ n: 2, game: json('baloot'), table: json(table), you: json({ seat: 0, host: true }), view: json({ version: 5 }), events: json([]), history: json(history) });
    expect(JSON.parse(text)).toEqual({ type: 'update', n: 2, game: 'baloot', table, you: { seat: 0, host: true }, view: { version: 5 }, events: [], history });
  });

  it('leaves out the history of an update or a patch that has none', () => {
    const text = encodePatch({ n: 3, ops: json([[['view', 'version'], 6]]), events: json([]) });
    expect(JSON.parse(text)).toEqual({ type: 'patch', n: 3, ops: [[['view', 'version'], 6]], events: [] });
    expect(decodeServerFrame(text)).toEqual(JSON.parse(text));
  });

  it('reads other messages back, and no frame from text that is none', () => {
    expect(decodeServerFrame(encode({ type: 'push', on: true }))).toEqual({ type: 'push', on: true });
    for (const junk of ['', 'not json', '[1]', '{"kind":"update"}', 'null']) expect(decodeServerFrame(junk)).toBeNull();
  });
});
