import type { HintReason } from '$shared/bots/hint.js';
import type { Action } from '$shared/rules/core/game.js';
import { m } from '../paraglide/messages.js';
import { SUIT_SYMBOL } from '../table/cards.js';
import { cardText } from '../table/words.js';

/**
 * A suggested move in words, as the table shows it: a card ("J♠"), a Fifty-Six bid ("28 Spades"), or
 * the label of the decision button that sends it (`buttonLabel`, read from the page); null if none.
 */
export function moveText(action: Action, buttonLabel: (action: Action) => string | null): string | null {
  if ((action.type === 'play' || action.type === 'call') && typeof action.card === 'string') return cardText(action.card);
  // a bid by its number and denomination (the form it is announced in is the person's to choose)
  if (action.type === 'bid' && typeof action.value === 'number' && typeof action.denomination === 'string') return `${action.value} ${denomination(action.denomination)}`;
  return buttonLabel(action);
}

const REASONS: Record<HintReason, () => string> = {
  drawsLastTrump: m.hint_reason_drawsLastTrump,
  drawsTrumps: m.hint_reason_drawsTrumps,
  leadsMaster: m.hint_reason_leadsMaster,
  ruffs: m.hint_reason_ruffs,
  winsTrick: m.hint_reason_winsTrick,
  cheapestWinner: m.hint_reason_cheapestWinner,
  feedsPartner: m.hint_reason_feedsPartner,
  partnerWinning: m.hint_reason_partnerWinning,
  discardsLowest: m.hint_reason_discardsLowest,
  declaresProject: m.hint_reason_declaresProject,
  strongHand: m.hint_reason_strongHand,
  weakHand: m.hint_reason_weakHand,
};

/** The hint as the button says it: "Hint: J♠", or "J♠: draws the last trump" when there is a reason. */
export function hintText(move: string | null, reason: HintReason | null): string {
  const named = move ?? m.hint_marked();
  return reason ? m.hint_why({ move: named, why: REASONS[reason]() }) : m.hint_says({ move: named });
}

/** The CSS that marks the suggested move on the table: its card in the hand, or its decision button. */
export function hintStyle(action: Action): string {
  const mark = 'outline: 4px solid var(--gold); outline-offset: 2px; border-radius: 10px; z-index: 3;';
  if ((action.type === 'play' || action.type === 'call') && typeof action.card === 'string' && /^[0-9TJQKA][SHDC]$/.test(action.card)) {
    return `.hand [data-card="${action.card}"] { ${mark} transform: translateY(-10px); }`;
  }
  return `[data-action="${JSON.stringify(action).replace(/["\\]/g, '\\$&').replace(/</g, '\\3c ')}"] { ${mark} }`;
}

// Fifty-Six's denominations as its table says them (games/fifty-six/model.ts's denominationLabel, not
// imported: sharing that module with practice would move it into the chunk every page loads)
function denomination(code: string): string {
  if (code === 'NT') return m.fs_no_trumps();
  if (code === 'noes') return m.fs_noes();
  return SUIT_SYMBOL[code as 'S'] ?? code;
}
