import type { LogLine } from '../net/snapshot.js';
import { m } from '../paraglide/messages.js';
import { cardText } from '../table/words.js';
import type { GameId } from '$shared/rules/manifests.js';
import type { GameUi, Naming } from './types.js';

/**
 * The log lines every game shares, said to their person: "You win the trick", "Hand 2: you deal",
 * and "Amira wins the trick" for anyone else (a name and "You" do not take the same verb form).
 */
export function handDealtLine(naming: Naming, hand: unknown, dealer: number): string {
  return naming.isYou(dealer)
    ? m.log_hand_dealt_you({ hand: String(hand) })
    : m.log_hand_dealt({ hand: String(hand), name: naming.seatName(dealer) });
}

export function contractLine(naming: Naming, seat: number, contract: string): string {
  return naming.isYou(seat) ? m.log_contract_you({ contract }) : m.log_contract({ name: naming.seatName(seat), contract });
}

export function trickWonLine(naming: Naming, seat: number): string {
  return naming.isYou(seat) ? m.log_trick_won_you() : m.log_trick_won({ name: naming.seatName(seat) });
}

type Describe = GameUi<GameId>['describe'];

/**
 * A log line in words: the table's own lines (a bot stood in after a timeout: `timedOut`, or for a
 * person away at an async table: `standIn`; a claim of
 * the rest of the hand: `claimed`, or one refused, which leaves the hand open: `claimRefused`; a person's only move played for them: `onlyMovePlayed`), then the
 * game's (`describe`); null for lines not worth telling.
 */
export function describeLine(line: LogLine, naming: Naming, describe: Describe, card: (card: string) => string = cardText): string | null {
  if (line.seat === null) return describe(line, naming, card);
  if (line.type === 'claimed') return claimedLine(naming, line.seat, claimedCards(line).map(card).join(' '));
  if (line.type === 'claimRefused') {
    const cards = claimedCards(line).map(card).join(' ');
    return naming.isYou(line.seat) ? m.log_claim_refused_you({ cards }) : m.log_claim_refused({ name: naming.seatName(line.seat), cards });
  }
  if (line.type === 'onlyMovePlayed') return onlyMoveLine(naming, line.seat, typeof line.data.card === 'string' ? card(line.data.card) : null);
  if (line.type === 'standIn') return naming.isYou(line.seat) ? m.log_stand_in_you() : m.log_stand_in({ name: naming.seatName(line.seat) });
  if (line.type !== 'timedOut') return describe(line, naming, card);
  // the table took the game's cautious choice (a pass, a stand): no bot chose anything
  if (line.data.passed === true) return naming.isYou(line.seat) ? m.log_timed_out_passed_you() : m.log_timed_out_passed({ name: naming.seatName(line.seat) });
  return naming.isYou(line.seat) ? m.log_timed_out_you() : m.log_timed_out({ name: naming.seatName(line.seat) });
}

/** "Reem claims the rest: A♠ K♠" ("You claim the rest: …"). */
export function claimedLine(naming: Naming, seat: number, cards: string): string {
  return naming.isYou(seat) ? m.log_claimed_you({ cards }) : m.log_claimed({ name: naming.seatName(seat), cards });
}

/** "Your only card, 7♠, was played for you" ("Your only move was played for you"; "Reem's only move was played"). */
export function onlyMoveLine(naming: Naming, seat: number, card: string | null): string {
  if (!naming.isYou(seat)) return m.log_forced({ name: naming.seatName(seat) });
  return card === null ? m.log_forced_you() : m.log_forced_card_you({ card });
}

/** The cards a `claimed` line shows face up. */
export function claimedCards(line: LogLine): string[] {
  const cards = line.data.cards;
  return Array.isArray(cards) ? cards.filter((c): c is string => typeof c === 'string') : [];
}

/** The latest claim in the log, or null. */
export function lastClaim(log: readonly LogLine[]): LogLine | null {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.type === 'claimed') return log[i]!;
  return null;
}
