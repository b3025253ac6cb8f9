import { describe, expect, it } from 'vitest';
import type { BotTurn } from '../../shared/table/bot-player.js';
import { Thinker, type ThinkAnswer, type ThinkAsk, type WorkerLike } from '../../web/src/lib/practice/thinker.js';

/** A worker the test answers by hand: what it was asked, and its handlers. */
class HandWorker implements WorkerLike {
  asked: ThinkAsk[] = [];
  terminated = false;
  onmessage: ((event: { data: ThinkAnswer }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  postMessage(message: ThinkAsk): void {
    this.asked.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(data: ThinkAnswer): void {
    this.onmessage?.({ data });
  }
}

const turn = (version: number): BotTurn => ({ game: 'baloot', view: { version, viewer: 1, legal: [{ type: 'pass' }] }, level: 'standard', seed: 's/bot' });

function setup() {
  const workers: HandWorker[] = [];
  const thinker = new Thinker(() => {
    const worker = new HandWorker();
    workers.push(worker);
    return worker;
  });
  return { workers, thinker };
}

describe('the practice bots\' thinker', () => {
  it('starts its worker on the first question only, and matches answers to questions by id in any order', async () => {
    const { workers, thinker } = setup();
    expect(workers).toHaveLength(0);
    const first = thinker.think(turn(3));
    const second = thinker.think(turn(4));
    expect(workers).toHaveLength(1);
    const [a, b] = workers[0].asked;
    expect(a.turn.view.version).toBe(3);
    workers[0].answer({ id: b.id, action: { type: 'second' } });
    workers[0].answer({ id: a.id, action: { type: 'first' } });
    await expect(first).resolves.toEqual({ type: 'first' });
    await expect(second).resolves.toEqual({ type: 'second' });
  });

  it('asks hints as hints and hands back the reason (none for a plain decision)', async () => {
    const { workers, thinker } = setup();
    const hinted = thinker.hint(turn(5));
    const plain = thinker.think(turn(5));
    const [h, p] = workers[0].asked;
    expect(h.hint).toBe(true);
    expect(p.hint).toBeUndefined();
    workers[0].answer({ id: h.id, action: { type: 'pass' }, reason: 'weakHand' });
    workers[0].answer({ id: p.id, action: { type: 'pass' } });
    await expect(hinted).resolves.toEqual({ action: { type: 'pass' }, reason: 'weakHand' });
    await expect(plain).resolves.toEqual({ type: 'pass' });
  });

  it('rejects a decision the worker could not make, and goes on answering the next', async () => {
    const { workers, thinker } = setup();
    const bad = thinker.think(turn(1));
    workers[0].answer({ id: workers[0].asked[0].id, error: 'no legal action' });
    await expect(bad).rejects.toThrow('no legal action');
    const good = thinker.think(turn(2));
    workers[0].answer({ id: workers[0].asked[1].id, action: { type: 'pass' } });
    await expect(good).resolves.toEqual({ type: 'pass' });
    expect(workers).toHaveLength(1);
  });

  it('gives up on a worker that fails: open and later questions are rejected, and no new worker starts', async () => {
    const { workers, thinker } = setup();
    const open = thinker.think(turn(1));
    workers[0].onerror?.({});
    await expect(open).rejects.toThrow('failed');
    expect(workers[0].terminated).toBe(true);
    await expect(thinker.think(turn(2))).rejects.toThrow('failed before');
    expect(workers).toHaveLength(1);
  });

  it('ignores answers it did not ask for, and rejects open questions when closed', async () => {
    const { workers, thinker } = setup();
    const open = thinker.think(turn(1));
    workers[0].answer({ id: 999, action: { type: 'stray' } });
    thinker.close();
    await expect(open).rejects.toThrow('stopped');
    expect(workers[0].terminated).toBe(true);
  });
});
