import type { Naming, TableModel } from '../games/types.js';
import { m } from '../paraglide/messages.js';
import { suitLetter } from './cards.js';
import { cardName, rankName, suitName } from './words.js';
import { spoken } from './announcer.js';

/** What a key reads out at the table (the keyboard help sheet lists them). */
export type ReadKey = 'hand' | 'trick' | 'last' | 'score' | 'turn';

/**
 * The keys that read the table, by the physical key (`KeyboardEvent.code`, the same on every layout:
 * an Arabic keyboard's ن is KeyM's place). Not S, H, D or C: in the hand they jump to a suit.
 */
export const READ_KEYS: Readonly<Record<string, ReadKey>> = { KeyM: 'hand', KeyT: 'trick', KeyL: 'last', KeyI: 'score', KeyW: 'turn' };

/** The suits' order when a hand is read: as the hand shows them, each suit once. */
function bySuit(cards: readonly string[]): string[][] {
  const suits: string[] = [];
  for (const card of cards) if (!suits.includes(suitLetter(card))) suits.push(suitLetter(card));
  return suits.map((suit) => cards.filter((card) => suitLetter(card) === suit));
}

/** "Ahmed: nine of spades, you: jack of spades" (the seat's name as the page says it). */
function plays(list: readonly { seat: number; card: string }[], naming: Naming): string {
  return list.map((p) => m.log_played({ name: naming.isYou(p.seat) ? m.you() : naming.seatName(p.seat), card: cardName(p.card) })).join(', ');
}

/** The clock's part of "whose turn": how long is left, when the table has a deadline. */
function timeLeft(deadline: number | null, now: number, format: (seconds: number) => string): string {
  return deadline === null ? '' : `. ${m.read_time_left({ time: format((deadline - now) / 1000) })}`;
}

/** What the reading keys read: the table's model, its names, its deadline, and the time. */
export interface ReadTable {
  model: TableModel;
  naming: Naming;
  deadline: number | null;
  now: number;
  formatTime: (seconds: number) => string;
}

/**
 * What a reading key says, in the page's language, suit symbols said as words: the hand suit by suit,
 * the trick on the table with who played what, the last trick and who took it, the score with the
 * contract and trump, whose turn it is with the time left.
 */
export function readOut(key: ReadKey, table: ReadTable): string {
  return spoken(readTable(key, table), (symbol) => suitName(SUIT_OF_SYMBOL[symbol]!));
}

const SUIT_OF_SYMBOL: Record<string, string> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };

function readTable(key: ReadKey, table: ReadTable): string {
  const { model, naming } = table;
  switch (key) {
    case 'hand':
      if (model.viewer === null) return m.read_no_hand();
      if (model.hand.length === 0) return m.read_hand_empty();
      return m.read_hand({ cards: bySuit(model.hand).map((suit) => m.read_suit({ suit: suitName(suit[0]!), ranks: suit.map(rankName).join(', ') })).join('; ') });
    case 'trick':
      return model.trick.length === 0 ? m.read_trick_empty() : m.read_trick({ plays: plays(model.trick, naming) });
    case 'last': {
      const last = model.lastTrick;
      if (!last) return m.read_last_none();
      const won = naming.isYou(last.winner) ? m.log_trick_won_you() : m.log_trick_won({ name: naming.seatName(last.winner) });
      return m.read_last({ plays: plays(last.plays, naming), won });
    }
    case 'score': {
      const scores = model.score.map((score, team) => `${naming.teamName(team)} ${score}`).join(', ');
      const label = model.scoreLabel;
      return [model.headline, `${m.score()}: ${scores}${label ? ` (${label})` : ''}`].filter(Boolean).join('. ');
    }
    case 'turn': {
      if (model.over) return m.game_over();
      if (model.turn.length === 0) return m.read_turn_none();
      const left = timeLeft(table.deadline, table.now, table.formatTime);
      if (model.viewer !== null && model.turn.includes(model.viewer)) return m.your_turn() + left;
      return m.read_turn_of({ names: model.turn.map((seat) => naming.seatName(seat)).join(', ') }) + left;
    }
  }
}

/**
 * Why a card of the hand cannot be played now, for its name ("not playable: you must follow hearts"):
 * the suit led must be followed while the hand holds it (every game here says so), or in a game where
 * a trump may stand in for it (`trump`: All Fours), followed or trumped; any other reason is the game's
 * own, said as "not playable now".
 */
export function notPlayableReason(card: string, hand: readonly string[], trick: readonly { card: string }[], trump: string | null = null): string {
  const led = trick[0] && suitLetter(trick[0].card);
  const suit = suitLetter(card);
  if (led && suit !== led && hand.some((c) => suitLetter(c) === led)) {
    if (trump && led !== trump) return suit === trump ? m.not_playable() : m.not_playable_follow_or_trump({ suit: suitName(led) });
    return m.not_playable_follow({ suit: suitName(led) });
  }
  return m.not_playable();
}
