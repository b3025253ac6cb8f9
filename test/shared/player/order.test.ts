import { describe, expect, it } from 'vitest';
import { orderTables, type Orderable } from '../../../shared/player/order.js';

const t = (name: string, fields: Partial<Orderable>) => ({ name, yourTurn: false, deadline: null, finished: false, updatedAt: 0, ...fields });

describe('the order of My tables', () => {
  it('puts your turn first, nearest deadline first within each group, then the latest change; finished apart, latest first', () => {
    const { active, finished } = orderTables([
      t('waiting, no clock, old', { updatedAt: 1 }),
      t('your turn, no clock', { yourTurn: true, updatedAt: 9 }),
      t('done long ago', { finished: true, updatedAt: 2 }),
      t('waiting, due soon', { deadline: 500 }),
      t('your turn, due later', { yourTurn: true, deadline: 2000 }),
      t('your turn, due soon', { yourTurn: true, deadline: 1000 }),
      t('done just now', { finished: true, updatedAt: 8 }),
      t('waiting, no clock, recent', { updatedAt: 5 }),
    ]);
    expect(active.map((x) => x.name)).toEqual([
      'your turn, due soon',
      'your turn, due later',
      'your turn, no clock',
      'waiting, due soon',
      'waiting, no clock, recent',
      'waiting, no clock, old',
    ]);
    expect(finished.map((x) => x.name)).toEqual(['done just now', 'done long ago']);
  });
});
