import { m } from '../paraglide/messages.js';
import type { Naming } from './types.js';

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
