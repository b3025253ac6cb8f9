import { describe, expect, it } from 'vitest';
import { chooseAction, type BotLevel } from '../../../shared/bots/index.js';
import type { Card } from '../../../shared/rules/core/cards.js';
import type { Action } from '../../../shared/rules/core/game.js';
import { pointsOf } from '../../../shared/rules/games/fifty-six/cards.js';
import { fiftySix } from '../../../shared/rules/games/fifty-six/index.js';
import type { FiftySixState } from '../../../shared/rules/games/fifty-six/state.js';
import { mustApply } from '../../kit/playout.js';
import { cards, dealt } from './fifty-six-deals.js';


/** The card of the first legal action of `seat`, a play. */
function firstCard(state: FiftySixState, seat: number): Card {
  const first = fiftySix.legalActions(state, seat)[0];
  if (first.type !== 'play') throw new Error(`seat ${seat} is not to play but to ${first.type}`);
  return first.card;
}

function calls(state: FiftySixState, ...actions: Action[]): FiftySixState {
  let current = state;
  for (const action of actions) current = mustApply(fiftySix, current, current.turn, action);
  return current;
}

const decideAt = (level: BotLevel) => (state: FiftySixState): Action => chooseAction('fifty-six', fiftySix.view(state, state.turn), level, 'test');
const decide = decideAt('standard');
const pass = { type: 'pass' };
const play = (card: Card): Action => ({ type: 'play', card });

const STRONG_SPADES = 'JS1 JS2 9S1 9S2 AS1 TS1 KS1 JH1 9H1 QD1 QC1 KC1';
const POOR = 'KS2 QS1 QS2 KH1 KH2 QH1 QH2 KD1 KD2 QD2 KC2 QC2';

describe('fifty-six standard bot: auction [FS-3]', () => {
  it('[FS-3.2] opens with both jacks and nines of a suit, announced number first as it holds the top card', () => {
    const action = decide(dealt({ 0: STRONG_SPADES }));
    expect(action).toMatchObject({ type: 'bid', denomination: 'S', form: 'numberSuit' });
    expect(action.value).toBeGreaterThanOrEqual(28);
  });

  it('[FS-3.3] announces suit first when strong in a suit without its jack', () => {
    const action = decide(dealt({ 0: '9S1 9S2 AS1 AS2 TS1 TS2 KS1 KS2 JH1 JD1 JC1 9H1' }));
    expect(action).toMatchObject({ type: 'bid', denomination: 'S', form: 'suitNumber' });
  });

  it('[FS-3.1] passes a hand without jacks or nines', () => {
    expect(decide(dealt({ 0: POOR }))).toEqual(pass);
  });

  it('[FS-3.4] doubles a bid its hand of trump jacks and nines should defeat', () => {
    const state = calls(dealt({ 0: POOR, 1: STRONG_SPADES }), { type: 'bid', value: 46, denomination: 'S', form: 'numberSuit' });
    expect(state.turn).toBe(1);
    expect(decide(state)).toEqual({ type: 'double' });
  });

  it('[FS-3.4] does not double a low bid it cannot defeat', () => {
    const state = calls(dealt({ 0: STRONG_SPADES, 1: POOR }), { type: 'bid', value: 28, denomination: 'S', form: 'numberSuit' });
    expect(decide(state)).not.toEqual({ type: 'double' });
  });
});

describe.each(['standard', 'expert'] as const)('fifty-six %s bot: play [FS-4]', (level) => {
  const decide = decideAt(level);

  function playing(given: Record<number, string>): FiftySixState {
    // seat 0 bids 28 No Trumps and everyone passes; seat 0 (the dealer's right) leads [FS-4.1]
    return calls(dealt(given), { type: 'bid', value: 28, denomination: 'NT', form: 'numberSuit' }, pass, pass, pass);
  }

  it('[FS-4.3] last to play, does not throw its jack under the identical jack played first', () => {
    let state = playing({ 0: 'JH1 9S1 AS1 TS1 KS1 QS1 KH1 QH1 KD1 QD1 KC1 QC1', 3: 'JH2 QH2 9D1 AD1 TD1 KD2 9C1 AC1 TC1 KC2 JS1 JS2' });
    state = calls(state, play('JH1'));
    state = calls(state, play(firstCard(state, 1)));
    state = calls(state, play(firstCard(state, 2)));
    expect(state.turn).toBe(3);
    expect(decide(state)).toEqual(play('QH2'));
  });

  it('[FS-4.4] gives points to a trick its partner has won, keeping its jack that still wins a trick', () => {
    // seat 0 leads the first jack of spades: it cannot be beaten; seat 2 is its partner
    let state = playing({ 0: 'JS1 9S1 AS1 TS1 KS1 QS1 KH1 QH1 KD1 QD1 KC1 QC1', 2: 'JD1 9D1 AH1 TH1 KH2 QH2 9H1 9H2 QD2 KC2 QC2 AC1' });
    state = calls(state, play('JS1'));
    state = calls(state, play(firstCard(state, 1)));
    // seat 2 holds no spade: it gives the nine of diamonds' 2 points; no diamond can beat its jack
    const card = decide(state).card as Card;
    if (level === 'standard') expect(card).toBe('9D1');
    // the expert may keep the nine beside its jack (the other jack, led first, would beat it): it gives points all the same
    else expect(card !== 'JD1' && pointsOf(card) > 0).toBe(true);
  });
});

describe('fifty-six standard bot: supporting the partner [FS-3.3]', () => {
  const OPENER = 'JS1 9S1 AS1 TS1 KH1 QH1 KD1 QD1 KC1 QC1 QS1 KS1';
  const OVERCALLER = 'JH1 JH2 9H1 9H2 AH1 TH1 AD1 TD1 AC1 TC1 QH2 KH2';
  // the second jack and nine of spades: worth a contract in spades only beside a partner strong there
  const SUPPORT = 'JS2 9S2 QS2 KS2 AD2 TD2 9C1 QD2 KD2 KC2 QC2 AC2';
  const overcall = { type: 'bid', value: 29, denomination: 'H', form: 'numberSuit' };

  it('bids on in the partner\'s announced suit over an opponent\'s bid', () => {
    const state = calls(dealt({ 0: OPENER, 1: OVERCALLER, 2: SUPPORT }), { type: 'bid', value: 28, denomination: 'S', form: 'numberSuit' }, overcall);
    expect(state.turn).toBe(2);
    expect(decide(state)).toMatchObject({ type: 'bid', value: 30, denomination: 'S' });
  });

  it('passes the same hand when the partner has not bid spades', () => {
    const state = calls(dealt({ 0: OPENER, 1: OVERCALLER, 2: SUPPORT }), pass, overcall);
    expect(decide(state)).toEqual(pass);
  });
});
