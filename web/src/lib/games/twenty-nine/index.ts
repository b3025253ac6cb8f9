import { m } from '../../paraglide/messages.js';
import type { GameUi } from '../types.js';
import { describeTwentyNine } from './describe.js';
import { twentyNineModel } from './model.js';
import Panel from './Panel.svelte';
import Sheet from './Sheet.svelte';

/** Twenty-Nine's part of the table page. */
export const ui: GameUi<'twenty-nine'> = { game: 'twenty-nine', model: twentyNineModel, Panel, Sheet, Center: null, describe: describeTwentyNine,
  // the other seats' decisions, said at their seats: calls, the trump laid, single hand, doubles, asking and the reveal, the Pair
  decisions: new Set(['bidMade', 'dealAnnulled', 'trumpChosen', 'singleHandCalled', 'doubled', 'redoubled', 'fullSetCalled', 'trumpsAsked', 'trumpRevealed', 'pairDeclared']),
  shownLabel: null,
  statWords: { points: m.fs_card_points },
};
