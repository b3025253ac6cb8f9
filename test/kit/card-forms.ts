// How a card can be written in a page: its id (`KS`, `JS1`), its face (`K♠`, `10♥`) and its name in
// words (`king of spades`). A check for hidden cards looks for every form, so a page that wrote a
// card any of these ways is caught whichever way it chose.

const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const SUIT_WORD: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_WORD: Record<string, string> = { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: 'ten', '9': 'nine', '8': 'eight', '7': 'seven', '6': 'six', '5': 'five', '4': 'four', '3': 'three', '2': 'two' };

/** The forms of a card id that do not tell the copies of a two-pack card apart (its face and its words). */
export function faceForms(card: string): string[] {
  const rank = card[0] === 'T' ? '10' : card[0];
  return [`${rank}${SUIT_SYMBOL[card[1]]}`, `${RANK_WORD[card[0]]} of ${SUIT_WORD[card[1]]}`];
}

/** The text of an HTML page as it reads: tags out, entities of the card symbols decoded, lower case for words. */
function readable(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(spades|hearts|diams|clubs);/g, (_, name: string) => ({ spades: '♠', hearts: '♥', diams: '♦', clubs: '♣' })[name]!)
    .toLowerCase();
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The cards of `hidden` that `page` writes in any form more often than `shell` (the app's own page,
 * which the share page is made from) does. `shown`: the cards the page may show (a face or words of a
 * shown card also stand for its hidden twin of the other pack, which the page cannot tell apart).
 */
export function cardsWritten(page: string, shell: string, hidden: Iterable<string>, shown: Iterable<string> = []): string[] {
  const shownFaces = new Set([...shown].flatMap(faceForms).map((f) => f.toLowerCase()));
  const [pageText, shellText] = [readable(page), readable(shell)];
  const found: string[] = [];
  for (const card of hidden) {
    const id = new RegExp(`(?<![A-Za-z0-9])${escape(card)}(?![A-Za-z0-9])`, 'g');
    let seen = count(page, id) > count(shell, id);
    for (const form of faceForms(card).map((f) => f.toLowerCase())) {
      if (shownFaces.has(form)) continue;
      const pattern = new RegExp(escape(form), 'g');
      if (count(pageText, pattern) > count(shellText, pattern)) seen = true;
    }
    if (seen) found.push(card);
  }
  return found;
}
