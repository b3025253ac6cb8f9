/** Scripted hands for the Baloot scoring tests: each stacks a plan, bids, raises and plays it out. */
import { expect } from 'vitest';
import { Table } from './stack.js';
import {
  ALL_SPADES,
  HOKUM_PLAN,
  HOKUM_WINNERS,
  PROJECTS_FAIL_PLAN,
  PROJECTS_FAIL_WINNERS,
  SEVENTEEN_PLAN,
  SEVENTEEN_WINNERS,
  SIRA_TIE_PLAN,
  SIRA_TIE_WINNERS,
  SUN_PLAN,
  SUN_WINNERS,
  TIE_PLAN,
  TIE_WINNERS,
} from './plans.js';

/** Table options of a test hand. */
export type Options = Record<string, unknown>;

/** Seat 0 bids Hokum in round 1 and keeps it (dealer 3). */
export const HOKUM_BY_0 = '0:hokum 1:pass 2:pass 3:pass 0:hokum';
/** Seat 1 bids Hokum in round 1 and keeps it (dealer 3). */
export const HOKUM_BY_1 = '0:pass 1:hokum 2:pass 3:pass 0:pass 1:hokum';

/** SUN_PLAN declared by seat 0 (or seat 1), raised by `raise`, played out. */
export function sunHand(declarer: 0 | 1, options: Options = {}, score?: number[], raise = '') {
  const t = new Table({ plan: SUN_PLAN, declarer, bid: declarer === 0 ? 'KD' : 'QS', options, score });
  t.calls(declarer === 0 ? '0:sun' : '0:pass 1:sun 0:pass').calls(raise).playPlan(SUN_PLAN);
  expect(t.trickWinners()).toEqual(SUN_WINNERS);
  return t;
}

/** HOKUM_PLAN (spades) declared by seat 0 or seat 1, raised by `raise`, played out. */
export function hokumHand(declarer: 0 | 1, raise: string, options: Options = {}) {
  const t = new Table({ plan: HOKUM_PLAN, declarer, bid: declarer === 0 ? '9S' : 'KS', options });
  t.calls(declarer === 0 ? HOKUM_BY_0 : HOKUM_BY_1).calls(raise).playPlan(HOKUM_PLAN);
  expect(t.trickWinners()).toEqual(HOKUM_WINNERS);
  return t;
}

/** PROJECTS_FAIL_PLAN: seat 0 declares the Fifty, seat 1 the Sira, seat 2 holds the Baloot. */
export function projectsFail(raise: string, options: Options = {}) {
  const t = new Table({ plan: PROJECTS_FAIL_PLAN, declarer: 0, bid: '8S', options }).calls(HOKUM_BY_0).calls(raise);
  t.playPlan(PROJECTS_FAIL_PLAN, { 0: ['AH KH QH JH'], 1: ['AD KD QD'] });
  expect(t.trickWinners()).toEqual(PROJECTS_FAIL_WINNERS);
  return t;
}

/** TIE_PLAN (Sun 65 / 65) declared by seat 0 and played out. */
export function tieHand(options: Options = {}) {
  const t = new Table({ plan: TIE_PLAN, declarer: 0, bid: '7D', options }).calls('0:sun').playPlan(TIE_PLAN);
  expect(t.trickWinners()).toEqual(TIE_WINNERS);
  return t;
}

/** SIRA_TIE_PLAN (Sun 75 / 55) by seat 0; seat 1 declares its Sira unless `declare` is false. */
export function siraTie(options: Options = {}, declare = true) {
  const t = new Table({ plan: SIRA_TIE_PLAN, declarer: 0, bid: '7S', options }).calls('0:sun');
  t.playPlan(SIRA_TIE_PLAN, declare ? { 1: ['AD KD QD'] } : {});
  expect(t.trickWinners()).toEqual(SIRA_TIE_WINNERS);
  return t;
}

/** SEVENTEEN_PLAN (Hokum 86 / 76) declared by seat 0, not raised, played out. */
export function seventeen(options: Options = {}) {
  const t = new Table({ plan: SEVENTEEN_PLAN, declarer: 0, bid: 'TS', options }).calls(HOKUM_BY_0).calls('1:pass 3:pass');
  t.playPlan(SEVENTEEN_PLAN);
  expect(t.trickWinners()).toEqual(SEVENTEEN_WINNERS);
  return t;
}

/** ALL_SPADES in Sun by seat 0 (bid card given): seat 0 leads a spade every trick and wins all 8. */
export function sunKaboot(bid: string, declare: Record<number, string[]> = {}, options: Options = {}) {
  return new Table({ hands: ALL_SPADES, declarer: 0, bid, options }).calls('0:sun').playOut(declare);
}

/** ALL_SPADES in Hokum (spades named in round 2) by seat 1, bid card AH: the defenders win all 8 tricks. */
export function defendersKaboot(options: Options = {}) {
  const t = new Table({ hands: ALL_SPADES, declarer: 1, bid: 'AH', options });
  return t.calls('0:pass 1:pass 2:pass 3:pass 0:pass 1:hokum 2:pass 3:pass 1:hokum-S 2:pass 0:pass').playOut();
}
