import { describe, expect, it } from 'vitest';
import type { Suit } from '../../../shared/rules/core/cards.js';
import type { Seat } from '../../../shared/rules/core/seats.js';
import { baloot } from '../../../shared/rules/games/baloot/index.js';
import type { BalootState } from '../../../shared/rules/games/baloot/state.js';
import { chooseAction } from '../../../shared/bots/index.js';
import { hint, HINT_REASONS, playReason } from '../../../shared/bots/hint.js';
import { balootMemory } from '../../../shared/bots/baloot/memory.js';
import { mustApply } from '../../kit/playout.js';
import { auctionAt, playing } from './baloot-states.js';

const hintAt = (state: BalootState, seat: Seat) => hint('baloot', baloot.view(state, seat), 'hint');
const HEARTS = { kind: 'hokum' as const, trump: 'H' as Suit, declarer: 0 as Seat };

describe('hints: the expert\'s action and a reason', () => {
  it('is the expert\'s own choice for the same seed', () => {
    const state = playing({ contract: { kind: 'sun', declarer: 1 }, hands: { 0: 'AS TS 7C', 1: '7H', 2: '8H', 3: '9H' }, trick: [[1, 'KS'], [2, '8S'], [3, 'QS']], turn: 0 });
    const view = baloot.view(state, 0);
    expect(hint('baloot', view, 'seed').action).toEqual(chooseAction('baloot', view, 'expert', 'seed'));
  });

  it('drawsLastTrump: leads the master trump when the opponents may hold one trump more', () => {
    const state = playing({
      contract: HEARTS,
      // hearts gone: 9 7 8 Q A K; the ten is the last one out, the jack (mine) beats it
      before: [
        { plays: [[0, '9H'], [1, '7H'], [2, '8H'], [3, 'QH']], winner: 0 },
        { plays: [[0, 'AH'], [1, 'KH'], [2, '7S'], [3, '8S']], winner: 0 },
        { plays: [[0, 'AS'], [1, '9S'], [2, 'TS'], [3, 'KS']], winner: 0 },
        { plays: [[0, 'AD'], [1, '7D'], [2, '8D'], [3, '9D']], winner: 0 },
      ],
      hands: { 0: 'JH 7C 8C 9C', 1: 'TH QS JS TD', 2: 'KD QD JD AC', 3: 'TC KC QC JC' },
      turn: 0,
    });
    expect(hintAt(state, 0)).toEqual({ action: { type: 'play', card: 'JH' }, reason: 'drawsLastTrump' });
  });

  it('winsTrick: last to play, takes the trick with its only winner', () => {
    const state = playing({ contract: { kind: 'sun', declarer: 1 }, hands: { 0: 'AH 7H 7C', 1: '8D', 2: '9D', 3: 'TD' }, trick: [[1, 'KH'], [2, '8H'], [3, 'QH']], turn: 0 });
    expect(hintAt(state, 0)).toEqual({ action: { type: 'play', card: 'AH' }, reason: 'winsTrick' });
  });

  it('cheapestWinner: last to play, takes the trick with the lower of two winners', () => {
    const state = playing({ contract: { kind: 'sun', declarer: 1 }, hands: { 0: 'AS TS 7C', 1: '7H', 2: '8H', 3: '9H' }, trick: [[1, 'KS'], [2, '8S'], [3, 'QS']], turn: 0 });
    expect(hintAt(state, 0)).toEqual({ action: { type: 'play', card: 'TS' }, reason: 'cheapestWinner' });
  });

  it('feedsPartner: gives a ten to the trick its partner has surely won', () => {
    const state = playing({ contract: { kind: 'sun', declarer: 1 }, hands: { 0: 'TD 7C 8C', 1: '7H', 2: '8H', 3: '9H' }, trick: [[1, '7S'], [2, 'AS'], [3, '8S']], turn: 0 });
    expect(hintAt(state, 0)).toEqual({ action: { type: 'play', card: 'TD' }, reason: 'feedsPartner' });
  });

  it('partnerWinning: follows low under the partner\'s king that an opponent may still beat', () => {
    const state = playing({ contract: { kind: 'sun', declarer: 1 }, hands: { 0: '7S 9D 8C', 1: '7H 8H', 2: '9H', 3: 'TH' }, trick: [[2, 'KS'], [3, '8S']], turn: 0 });
    expect(hintAt(state, 0)).toEqual({ action: { type: 'play', card: '7S' }, reason: 'partnerWinning' });
  });

  it('ruffs: void in the suit led, trumps the opponents\' trick last to play', () => {
    const state = playing({ contract: HEARTS, hands: { 0: '7H JH TD', 1: '7D', 2: '8D', 3: '9D' }, trick: [[1, 'AS'], [2, '7S'], [3, 'TS']], turn: 0 });
    expect(hintAt(state, 0)).toEqual({ action: { type: 'play', card: '7H' }, reason: 'ruffs' });
  });

  // the reason of a given card, whatever the expert would play (in these short constructed hands it
  // may keep an ace for the last trick's 10)
  const reasonOf = (state: BalootState, card: string): string | null => {
    const view = baloot.view(state, state.turn);
    const cards = view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
    return playReason(balootMemory(view), card, cards);
  };

  it('discardsLowest: cannot beat the ace led, lets go of its seven (not of a queen)', () => {
    const state = playing({ contract: { kind: 'sun', declarer: 1 }, hands: { 0: 'KD QD 7D', 1: '7H 8H', 2: '8C 9H', 3: '9C TH' }, trick: [[1, 'AS'], [2, '7S'], [3, '8S']], turn: 0 });
    expect(reasonOf(state, '7D')).toBe('discardsLowest');
    expect(reasonOf(state, 'QD')).toBeNull();
  });

  it('leadsMaster: a lead of the highest card left in its suit, not of a low card', () => {
    const state = playing({ contract: { kind: 'sun', declarer: 0 }, hands: { 0: 'AS 7C 8D', 1: '7H 8H 9H', 2: 'TH QH KH', 3: '9S 8S KS' }, turn: 0 });
    expect(reasonOf(state, 'AS')).toBe('leadsMaster');
    expect(reasonOf(state, '7C')).toBeNull();
  });

  it('strongHand and weakHand: a Hokum call, and a pass with no honours', () => {
    const strong = auctionAt(['JH 9H AS 7C 8D', '7S 8S 9S TS KS', 'QS JS 7D 8C 9C', 'AD TD KD QD JD'], 'TH');
    expect(hintAt(strong, 0)).toEqual({ action: { type: 'hokum' }, reason: 'strongHand' });
    const weak = auctionAt(['7S 8S 7D 8C 9C', 'AS TS KS QS JS', 'AH TH KH QH 9H', 'AD TD KD QD JD'], '7H');
    expect(hintAt(weak, 0)).toEqual({ action: { type: 'pass' }, reason: 'weakHand' });
  });

  it('declaresProject: declares a Hundred in the first trick', () => {
    let state = auctionAt(['AS KS QS JS TS', '7H 8H 9H QH KH', '7S 8S 9S 7D 8C', 'AD TD KD QD JD'], 'AH');
    state = mustApply(baloot, state, 0, { type: 'sun' });
    expect(hintAt(state, 0)).toMatchObject({ action: { type: 'declare' }, reason: 'declaresProject' });
  });

  it('lists each reason code once', () => {
    expect(new Set(HINT_REASONS).size).toBe(HINT_REASONS.length);
  });
});
