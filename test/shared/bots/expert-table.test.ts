import { describe, expect, it } from 'vitest';
import { allFoursRules } from '../../../shared/bots/all-fours/expert.js';
import { cardNumber as allFoursNumber } from '../../../shared/bots/all-fours/playout.js';
import { balootRules } from '../../../shared/bots/baloot/sim.js';
import { knowledgeOf } from '../../../shared/bots/expert/knowledge.js';
import { legalCards, type Rules } from '../../../shared/bots/expert/table.js';
import { worldOf } from '../../../shared/bots/expert/worlds.js';
import { fiftySixRules } from '../../../shared/bots/fifty-six/expert.js';
import { playBotGame, rulesOf } from '../../../shared/bots/match.js';
import type { BotGame, BotLevel } from '../../../shared/bots/index.js';
import type { Card } from '../../../shared/rules/core/cards.js';
import type { Play } from '../../../shared/rules/core/tricks.js';
import { cardNumber as balootNumber, suitNumber } from '../../../shared/rules/games/baloot/cards.js';
import type { BalootView } from '../../../shared/rules/games/baloot/view.js';
import { cardNumber as fiftySixNumber } from '../../../shared/rules/games/fifty-six/cards.js';
import type { FiftySixView } from '../../../shared/rules/games/fifty-six/view.js';
import type { AllFoursView } from '../../../shared/rules/games/all-fours/view.js';

// The expert's compact table must allow exactly the cards the engine allows, or its playouts play
// another game: checked at every card decision of bot games, options that change legality included.

interface PlayView {
  legal: readonly { type: string; card?: unknown }[];
  myHand: Card[] | null;
  handSizes: number[];
  trick: Play[];
  tricks: { plays: Play[]; winner: number }[];
  viewer: unknown;
}

function tableRules(game: BotGame, view: unknown): { rules: Rules; number: (card: Card) => number } | null {
  if (game === 'baloot') {
    const v = view as BalootView;
    if (v.phase !== 'playing' || v.legal.some((a) => a.type === 'declare')) return null;
    return { rules: balootRules(suitNumber(v.contract!.trump), v.contract!, v.options), number: balootNumber };
  }
  if (game === 'fifty-six') {
    const v = view as FiftySixView;
    return v.phase === 'playing' ? { rules: fiftySixRules(v, v.contract!.trump, v.contract!.team), number: fiftySixNumber } : null;
  }
  const v = view as AllFoursView;
  return v.phase === 'play' && v.turn === v.viewer ? { rules: allFoursRules(v), number: allFoursNumber } : null;
}

const GAMES: { game: BotGame; seats: number; options: Record<string, unknown>; games: number }[] = [
  { game: 'baloot', seats: 4, options: { target: 60 }, games: 6 },
  { game: 'baloot', seats: 4, options: { target: 60, trumpObligation: 'saudi', lock: 'doublerChooses' }, games: 6 },
  { game: 'fifty-six', seats: 4, options: { tables: 2, noTrumpLeadUntilBroken: true }, games: 4 },
  { game: 'fifty-six', seats: 6, options: { tables: 2 }, games: 4 },
  { game: 'all-fours', seats: 2, options: { noUndertrump: true }, games: 6 },
  { game: 'all-fours', seats: 4, options: { noUndertrump: true }, games: 6 },
];

describe.each(GAMES)('the compact table of $game ($seats seats, $options)', ({ game, seats, options, games }) => {
  it('allows exactly the cards the engine allows', () => {
    const rules = rulesOf(game);
    let checked = 0;
    for (let g = 0; g < games; g++) {
      const levels: BotLevel[] = Array(seats).fill('standard');
      playBotGame({ game, seats, options, seed: `table-${g}`, levels }, {
        step: ({ before, seat }) => {
          const view = rules.view(before, seat) as unknown as PlayView;
          const read = tableRules(game, view);
          if (!read) return;
          const knowledge = knowledgeOf({ ...read, me: seat, myHand: view.myHand ?? [], known: [], handSizes: view.handSizes, tricks: view.tricks, trick: view.trick, voids: [] });
          const t = worldOf(knowledge, view.handSizes.map(() => []));
          const engine = view.legal.flatMap((a) => (a.type === 'play' ? [read.number(a.card as Card)] : []));
          expect(legalCards(t).sort((a, b) => a - b)).toEqual(engine.sort((a, b) => a - b));
          checked++;
        },
      });
    }
    expect(checked).toBeGreaterThan(50);
  });
});
