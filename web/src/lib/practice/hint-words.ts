import type { Action } from '../../../../shared/rules/core/game.js';
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
