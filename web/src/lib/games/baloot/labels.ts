import type { BalootAction } from '$shared/rules/games/baloot/state.js';
import type { BalootView } from '$shared/rules/games/baloot/view.js';
import { m } from '../../paraglide/messages.js';
import { SUIT_SYMBOL } from '../../table/cards.js';
import { cardText } from '../../table/words.js';
import { projectLabel } from './model.js';

/** The words on the button for one legal Baloot action (other than playing a card). */
export function actionLabel(action: BalootAction, view: BalootView): string {
  const stage = view.auction.stage;
  switch (action.type) {
    case 'pass':
      return view.phase === 'raising' ? m.bal_no_raise() : stage === 'takeover' ? m.bal_let_it_go() : m.pass();
    case 'hokum':
      if (action.suit) return `${m.bal_hokum()} ${SUIT_SYMBOL[action.suit]}`;
      if (stage === 'hokumChoice') return m.bal_keep_hokum();
      return view.auction.round === 1 ? `${m.bal_hokum()} ${SUIT_SYMBOL[view.bidCard[1] as 'S']}` : m.bal_hokum();
    case 'sun':
      if (stage === 'takeover') return m.bal_take_sun();
      if (stage === 'hokumChoice' || stage === 'suitChoice') return m.bal_switch_sun();
      return m.bal_sun();
    case 'ashkal':
      return m.bal_ashkal();
    case 'double':
      return lockLabel(m.bal_double(), action.locked);
    case 'triple':
      return m.bal_triple();
    case 'four':
      return lockLabel(m.bal_four(), action.locked);
    case 'gahwa':
      return m.bal_gahwa();
    case 'noCall':
      return m.bal_no_qayd();
    case 'kawesh':
      return m.bal_kawesh();
    case 'akka':
      return `${m.bal_akka()} ${cardText(action.card)}`;
    case 'declare':
      return `${m.bal_declare()}: ${action.projects.map((cards) => projectName(cards, view)).join(' + ')}`;
    default:
      return action.type;
  }
}

function lockLabel(word: string, locked: boolean | undefined): string {
  if (locked === undefined) return word;
  return `${word} (${locked ? m.bal_locked() : m.bal_open()})`;
}

function projectName(cards: string[], view: BalootView): string {
  const found = view.projects?.mine?.candidates.find((p) => p.cards.join() === cards.join());
  const kind = found ? projectLabel(found.kind) : '';
  return `${kind} ${cards.map((c) => (c[0] === 'T' ? '10' : c[0]) + SUIT_SYMBOL[c[1] as 'S']).join('')}`.trim();
}
